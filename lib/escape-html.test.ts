import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('leaves no character that could end an attribute or open an element', () => {
    expect(escapeHtml('"a" & <b>')).toBe('&quot;a&quot; &amp; &lt;b&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml("Chalets du lac · l'été à 90 €")).toBe("Chalets du lac · l'été à 90 €");
  });
});
