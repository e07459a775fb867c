// Text made safe to write into HTML or SVG markup, as an element's text or a double-quoted attribute's
// value: the editor's page, the meta Content-Security-Policy, the share images' SVG text.
const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => entities[character] ?? character);
}
