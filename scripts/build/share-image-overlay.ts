// What is drawn over a share image's photo (1200×630): the shade, the icon, the site name, the page
// heading, and in the top right corner « Photo d’illustration » in the page's language where the photo
// does not show the venue (site/seo.ts, shareCaptionOf), as the pages caption it. Pure: an SVG text,
// rasterised by scripts/build/build-og-images.ts through sharp.
import { shareImage } from '../../config/share-image';
import { siteName } from '../../config/site';
import { escapeHtml } from '../../lib/escape-html';

const { width, height } = shareImage;

/** Breaks a heading into lines of at most `max` characters, at spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The overlay as SVG: `icon` is the site's icon SVG; `caption` the illustration's mention, or null. */
export function shareOverlaySvg(heading: string, icon: string, caption: string | null): string {
  const lines = wrapWords(heading, 22);
  const lineHeight = 84;
  const firstBaseline = height - 96 - (lines.length - 1) * lineHeight;
  const text = lines.map((line, index) => `<text x="80" y="${firstBaseline + index * lineHeight}">${escapeHtml(line)}</text>`).join('');
  const iconData = Buffer.from(icon).toString('base64');
  // A dark label behind the mention, readable over any photo; its width follows the text (about 0.6 em a character).
  const label = caption
    ? `<g font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold"><rect x="${width - 48 - Math.ceil(caption.length * 15.5) - 32}" y="52" width="${Math.ceil(caption.length * 15.5) + 32}" height="48" rx="8" fill="#0f2a33" fill-opacity="0.85"/><text x="${width - 64}" y="85" text-anchor="end" fill="#ffffff">${escapeHtml(caption)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.25" stop-color="#0f2a33" stop-opacity="0.15"/>
      <stop offset="1" stop-color="#0f2a33" stop-opacity="0.88"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <image x="80" y="64" width="72" height="72" href="data:image/svg+xml;base64,${iconData}"/>
  <text x="172" y="113" font-family="DejaVu Serif, serif" font-size="36" font-weight="bold" fill="#f3ede1">${escapeHtml(siteName)}</text>
  <g font-family="DejaVu Serif, serif" font-size="72" font-weight="bold" fill="#ffffff">${text}</g>${label}
</svg>`;
}
