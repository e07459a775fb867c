import { localFontUrls } from './local-fonts';

const assets = ['source-sans-3-latin-wght-normal-BqRLTx4X.woff2', 'noto-mono-latin-400-normal-DiC8lJru.woff2', 'webp_enc-BpZvKflB.wasm'];

describe('the editor’s fonts', () => {
  it('are read from the copied assets instead of jsDelivr', () => {
    const css =
      "src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2) format('woff2-variations');" +
      "src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2) format('woff2')";
    expect(localFontUrls(css, assets)).toBe(
      "src:url(assets/source-sans-3-latin-wght-normal-BqRLTx4X.woff2) format('woff2-variations');" +
        "src:url(assets/noto-mono-latin-400-normal-DiC8lJru.woff2) format('woff2')",
    );
  });

  it('stop the build on a font the package does not ship', () => {
    expect(() => localFontUrls('url(https://cdn.jsdelivr.net/fontsource/fonts/inter@5.0.0/latin-400-normal.woff2)', assets)).toThrow(
      /inter/,
    );
  });

  it('stop the build when the package no longer names jsDelivr', () => {
    expect(() => localFontUrls('const fonts = [];', assets)).toThrow(/no jsDelivr font URL/);
  });
});
