// Text made safe to write into HTML or SVG markup, as an element's text or a double-quoted attribute's
// value: the editor's page, the meta Content-Security-Policy, the share images' SVG text.
const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * The control characters XML refuses (all but tab and line breaks), and the two non-characters: one
 * pasted into a title would stop the share images' SVG from being read, and the build with it.
 */
const refusedByXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeHtml(text: string): string {
  return text.replace(refusedByXml, '').replace(/[&<>"]/g, (character) => entities[character] ?? character);
}
