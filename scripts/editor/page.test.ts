/** @jest-environment node */
import { adminPageHtml } from './page';
import { inlineScriptHashes } from '../../hosting/render';

describe('the editor’s page', () => {
  const html = adminPageHtml('editeur-ABC123.js');

  it('loads the bundle beside it as a module, with no inline script for the policy to allow', () => {
    expect(html).toContain('<script type="module" src="./editeur-ABC123.js"></script>');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('is French and never indexed', () => {
    expect(html).toContain('<html lang="fr" hidden>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('declares its charset first, where the GitHub Pages build puts the policy after it', () => {
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('<script'));
  });
});
