// Everything a guest can be shown by an export in out/: every page's text, title, metadata and JSON-LD,
// every PDF's text, every calendar file, the manifest. Read from disk, no browser: e2e/missing-facts.spec.ts
// walks the e2e build, e2e/admin-publish.spec.ts the build of the site with the needed facts alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { missingFactMarkers } from '../config/glossary';
import { languages } from '../lib/i18n/languages';
import { readPdfText } from '../scripts/tools/read-pdf-text';

export interface ShownText {
  /** The file in out/, "en/accommodation/index.html". */
  readonly file: string;
  readonly text: string;
}

/** HTML's entities, decoded. */
const decoded = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page as a guest and a search engine meet it: its text, its title and metadata, its pictures' descriptions, its JSON-LD. Not its scripts. */
export function shownInPage(html: string): string {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const attributes = [...html.matchAll(/\s(?:content|alt|title|aria-label)="([^"]*)"/g)].map((match) => match[1] ?? '');
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decoded([text, ...attributes, ...jsonLd].join('\n')).replace(/[ \t]+/g, ' ');
}

/** Every file of out/ a guest can be shown, as text. */
export function shownTexts(outDir: string): ShownText[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.startsWith('admin/') && !file.startsWith('_next/'),
  );
  return files.flatMap((file): ShownText[] => {
    const full = path.join(outDir, file);
    if (file.endsWith('.html')) return [{ file, text: shownInPage(readFileSync(full, 'utf8')) }];
    if (file.endsWith('.pdf')) return [{ file, text: readPdfText(readFileSync(full)).text }];
    if (file.endsWith('.ics') || file.endsWith('.webmanifest')) return [{ file, text: readFileSync(full, 'utf8') }];
    return [];
  });
}

/** A stand-in contact of content/data as shipped: never shown. */
const standIns = [
  /\+33 ?0(?:[ .]?00){4}/,
  /(?<!\d)00 00 00 00 00(?!\d)/,
  /[\w.-]+\.example\b/,
  /example\.(?:org|com)\b/,
  /(?<![\d,.])00000(?![\d,.])/,
];

/**
 * What a text says of a fact not given: a marker of a fact to come in any of the site's languages (a
 * French one on an English page is a marker too), or a stand-in contact; each with its file.
 */
export function missingFactProblems({ file, text }: ShownText): string[] {
  const markers = languages.flatMap((lang) => missingFactMarkers[lang]).map((rule) => rule.pattern);
  return [...markers, ...standIns].flatMap((pattern) => {
    const found = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    return [...text.matchAll(found)].map((match) => `${file}: « ${match[0]} »`);
  });
}
