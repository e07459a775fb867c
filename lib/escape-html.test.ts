import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('leaves no character that could end an attribute or open an element', () => {
    expect(escapeHtml('"a" & <b>')).toBe('&quot;a&quot; &amp; &lt;b&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves out the control characters XML refuses, which a title pasted from another app may hold, and keeps tabs and line breaks', () => {
    expect(escapeHtml('Soirée\u0008 jazz\u000b\u001f')).toBe('Soirée jazz');
    expect(escapeHtml('a\tb\nc\rd')).toBe('a\tb\nc\rd');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml("Chalets du lac · l'été à 90 €")).toBe("Chalets du lac · l'été à 90 €");
  });
});
