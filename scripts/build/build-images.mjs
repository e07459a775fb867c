// Turns every picture in content/photos into responsive AVIF, WebP and JPEG files under
// public/images, plus a manifest the <ResponsiveImage> component reads at build time.
// File names carry a hash of the source, so a replaced photo never hides behind a cached one.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', '..');
const sourceDir = path.join(root, 'content/photos');
const outputDir = path.join(root, 'public/images');
const manifestPath = path.join(root, 'generated/image-manifest.json');

/** Widths a browser may choose from; a source narrower than one gets its own width instead. */
const modernWidths = [400, 640, 800, 1080, 1280, 1600, 1920];
const fallbackWidths = [640, 1280];
const sourcePattern = /\.(jpe?g|png|webp|avif|svg)$/i;
const encoderSettings = {
  avif: { quality: 45, effort: 3 },
  webp: { quality: 70, effort: 4 },
  jpg: { quality: 75, mozjpeg: true, progressive: true },
};
// Part of every output name: new sizes or settings give new files, never a stale cached one.
const settingsKey = JSON.stringify({ modernWidths, fallbackWidths, encoderSettings, widthsFor: widthsFor.toString() });

async function listSources(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listSources(full);
      return sourcePattern.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The candidate widths below the source's, then the largest it can give: each width once. */
function widthsFor(sourceWidth, candidates) {
  const largest = Math.min(sourceWidth, candidates.at(-1));
  return [...candidates.filter((width) => width < largest), largest];
}

async function loadSource(file) {
  const buffer = await readFile(file);
  if (!file.toLowerCase().endsWith('.svg')) return { buffer, density: undefined };
  // Render vector illustrations sharply at the largest width we emit.
  const { width = 1600 } = await sharp(buffer).metadata();
  return { buffer, density: Math.ceil((72 * modernWidths.at(-1)) / width) };
}

async function processSource(file, previous) {
  const relative = path.relative(sourceDir, file).split(path.sep).join('/');
  const { buffer, density } = await loadSource(file);
  const hash = createHash('sha256').update(settingsKey).update(buffer).digest('hex').slice(0, 10);
  const image = () => sharp(buffer, density ? { density } : {}).rotate();
  if (previous?.hash === hash && (await allExist(previous))) {
    // A manifest written before the gradient existed gets it alone, without encoding every size again.
    return [relative, previous.placeholderGradient ? previous : { ...previous, placeholderGradient: await placeholderGradient(image) }];
  }

  const rendered = await image().metadata();
  const scale = density ? density / 72 : 1;
  const width = Math.round(rendered.width * (density ? scale : 1));
  const height = Math.round(rendered.height * (density ? scale : 1));
  const base = relative.replace(/\.[^.]+$/, '');
  const url = (w, ext) => `/images/${base}.${hash}-${w}.${ext}`;
  const target = (w, ext) => path.join(outputDir, `${base}.${hash}-${w}.${ext}`);
  await mkdir(path.dirname(target(0, 'x')), { recursive: true });

  const encoders = {
    avif: (pipeline) => pipeline.avif(encoderSettings.avif),
    webp: (pipeline) => pipeline.webp(encoderSettings.webp),
    jpg: (pipeline) => pipeline.jpeg(encoderSettings.jpg),
  };
  const variants = { avif: [], webp: [], jpg: [] };
  for (const format of Object.keys(encoders)) {
    const widths = widthsFor(width, format === 'jpg' ? fallbackWidths : modernWidths);
    for (const w of widths) {
      await encoders[format](image().resize({ width: w })).toFile(target(w, format));
      variants[format].push({ width: w, src: url(w, format) });
    }
  }
  const blur = await image().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return [
    relative,
    {
      hash,
      width,
      height,
      variants,
      blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`,
      placeholderGradient: await placeholderGradient(image),
    },
  ];
}

/**
 * The photo's top, middle and bottom colours as a CSS gradient, drawn behind the photos below the first
 * view: a gradient is drawn with the page, where each inlined image is one more thing the browser
 * fetches and decodes before it calls the page drawn (docs/performance.md, issue 42). The banner keeps
 * its blurred copy. Transparent parts count as the page's sand colour, on which they are drawn.
 */
async function placeholderGradient(image) {
  const bands = await image().flatten({ background: '#faf7f1' }).resize({ width: 1, height: 3, fit: 'fill' }).raw().toBuffer();
  const band = (index) => `#${[...bands.subarray(index * 3, index * 3 + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  return `linear-gradient(${band(0)},${band(1)},${band(2)})`;
}

async function allExist(entry) {
  const files = Object.values(entry.variants).flat();
  const checks = await Promise.all(
    files.map((variant) =>
      stat(path.join(root, 'public', variant.src)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return checks.every(Boolean);
}

async function readPreviousManifest() {
  try {
    return JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch {
    return {};
  }
}

async function removeStaleOutputs(manifest) {
  const keep = new Set(
    Object.values(manifest).flatMap((entry) =>
      Object.values(entry.variants)
        .flat()
        .map((v) => path.join(root, 'public', v.src)),
    ),
  );
  const outputs = await listSources(outputDir).catch(() => []);
  await Promise.all(outputs.filter((file) => !keep.has(file)).map((file) => rm(file)));
}

/**
 * A source the pipeline cannot read (a phone's HEIC named .jpg, an upload cut short, left in the
 * editor's media library) is left out with a French warning rather than stopping the build: no page
 * can show it. One that a data file names never gets here: `npm run check:content`, first step of
 * every build, refuses it naming the file and the field.
 */
async function readableSource(file, previous) {
  try {
    return [await processSource(file, previous)];
  } catch (error) {
    const name = path.relative(root, file).split(path.sep).join('/');
    console.warn(
      `images : ${name} n’est pas une image lisible, laissée de côté (${error instanceof Error ? error.message : error}). Si une page doit la montrer, enregistrez-la en JPEG ou en PNG et envoyez-la de nouveau.`,
    );
    return [];
  }
}

const started = Date.now();
const previous = await readPreviousManifest();
const sources = await listSources(sourceDir);
const entries = [];
// Two at a time: the machines this builds on have two cores.
for (let i = 0; i < sources.length; i += 2) {
  const pair = await Promise.all(
    sources.slice(i, i + 2).map((file) => readableSource(file, previous[path.relative(sourceDir, file).split(path.sep).join('/')])),
  );
  entries.push(...pair.flat());
}
const manifest = Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
await mkdir(path.dirname(manifestPath), { recursive: true });
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
await removeStaleOutputs(manifest);
console.log(`images: ${entries.length} of ${sources.length} sources ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
