// Writes, before every build, the pictures other sites show of ours: one 1200×630 share image
// per page and language (its banner photo, the site name and the page heading in that language, and
// « Photo d’illustration » where the photo does not show the venue: ./share-image-overlay.ts)
// under public/partage/ (French) and public/partage/<lang>/ (config/share-image.ts), and the
// icons (favicon.ico, apple-touch-icon.png, the web manifest's PNGs) drawn from app/icon.svg.
// Text is set by librsvg through fontconfig: DejaVu Serif (Debian's fonts-dejavu-core), with
// any serif face as the fallback.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { shareImage } from '../../config/share-image';
import { shareImageList } from '../../site/seo';
import { shareOverlaySvg } from './share-image-overlay';

const root = process.cwd();
const publicDir = path.join(root, 'public');
const { width, height } = shareImage;

async function shareImages(icon: string): Promise<number> {
  const images = shareImageList();
  await Promise.all(
    images.map(async ({ route, path: imagePath, caption }) => {
      const source = path.join(root, 'content/photos', route.sharePhoto.file);
      const target = path.join(publicDir, imagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await sharp(source)
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .composite([{ input: Buffer.from(shareOverlaySvg(route.shareHeading, icon, caption)) }])
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(target);
    }),
  );
  return images.length;
}

/** An .ico file holding one PNG image, which every current browser reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the PNG follows the header
  return Buffer.concat([header, png]);
}

async function icons(icon: Buffer): Promise<void> {
  const png = (size: number) =>
    sharp(icon, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  await mkdir(path.join(publicDir, 'icons'), { recursive: true });
  await writeFile(path.join(publicDir, 'favicon.ico'), icoFromPng(await png(32), 32));
  await writeFile(path.join(publicDir, 'apple-touch-icon.png'), await png(180));
  await writeFile(path.join(publicDir, 'icons/icon-192.png'), await png(192));
  await writeFile(path.join(publicDir, 'icons/icon-512.png'), await png(512));
}

async function main() {
  const icon = await readFile(path.join(root, 'app/icon.svg'));
  const [count] = await Promise.all([shareImages(icon.toString('utf8')), icons(icon)]);
  console.log(`share images: ${count} in public/partage, icons in public/`);
}

main().catch((error: unknown) => {
  // In French for the owner: each share image is a page's banner photo and title (content/data/*-page.json, home.json).
  console.error(
    `Les images de partage n’ont pas pu être faites à partir des photos de bandeau et des titres des pages (content/data/) : ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(error);
  process.exitCode = 1;
});
