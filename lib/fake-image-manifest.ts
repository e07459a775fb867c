// For unit tests that resolve the owner's photos (components/photos.ts) before any build: the real manifest,
// generated/image-manifest.json, is written by scripts/build/build-images.mjs, which a fresh clone's
// `npm test` runs only after the units. This one lists every picture in content/photos, as the build
// would, with one variant each: the tests check captions, credits and text, never image sizes.
// Used from a jest.mock('node:fs') factory, so it reads the disk through the real module.
import path from 'node:path';

type Fs = typeof import('node:fs');

export function fakeImageManifestJson(fs: Fs): string {
  const root = path.join(process.cwd(), 'content/photos');
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(jpe?g|png|webp|svg)$/i.test(file));
  const entry = (file: string) => {
    const variant = (format: string) => [{ width: 640, src: `/images/${file.replace(/\.[^.]+$/, '')}-640.${format}` }];
    return {
      width: 1200,
      height: 800,
      blurDataUrl: 'data:image/png;base64,',
      placeholderGradient: 'linear-gradient(#6b8a9a,#3d5560,#2a3a30)',
      variants: { avif: variant('avif'), webp: variant('webp'), jpg: variant('jpg') },
    };
  };
  return JSON.stringify(Object.fromEntries(files.map((file) => [file.split(path.sep).join('/'), entry(file)])));
}

/** readFileSync, answering the image manifest's path with the fake one and every other path from the disk. */
export function withFakeImageManifest(fs: Fs): Fs {
  const readFileSync = ((file: Parameters<Fs['readFileSync']>[0], ...rest: unknown[]) =>
    String(file).endsWith(path.join('generated', 'image-manifest.json'))
      ? fakeImageManifestJson(fs)
      : (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest)) as Fs['readFileSync'];
  return { ...fs, readFileSync };
}
