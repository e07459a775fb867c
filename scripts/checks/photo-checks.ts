// The photos the data files name, measured: a banner's photo wide enough for a computer's screen, no
// photo heavier than the editor uploads. The editor refuses a heavy file at upload; these catch a file
// put into content/photos by hand. Run by `npm run check:content`, first step of every build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { maxPhotoBytes } from '../../content/schema/common';
import { formatPath, photosIn } from '../../content/schema/fields';
import { dataEntryOf } from '../../content/schema/index';
import type { DataFileResult } from '../../content/schema/validate';

export interface PhotoMeasure {
  /** In pixels; undefined for a drawing (SVG), which has no width to lack. */
  readonly width?: number;
  readonly bytes: number;
  /** Not an image the pipeline can read: a phone's HEIC, a file cut short by a failed upload. */
  readonly unreadable?: true;
}

// In millions of bytes, as the editor (« dépasse la taille maximale de 5 Mo ») and phones count.
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** An entry of a data folder (an event), rather than a data file. */
const isFolderEntry = (result: DataFileResult) => {
  const entry = dataEntryOf(result.file);
  return entry !== undefined && 'labelSingular' in entry;
};

/** The photos a valid data file names, with the field that names each. */
function namedPhotos(result: DataFileResult) {
  const entry = dataEntryOf(result.file);
  return entry && result.data !== undefined ? photosIn(entry.schema, result.data) : [];
}

/** What is wrong with the photos of valid data files, in French with the file and the field; `measure` gives nothing for a missing file. */
export function photoProblems(results: readonly DataFileResult[], measure: (file: string) => PhotoMeasure | undefined): string[] {
  return results.flatMap((result) =>
    namedPhotos(result).flatMap(({ path: where, file, minWidth }) => {
      const size = measure(file);
      const field = `${result.file}, ${formatPath(where)} : ${file}`;
      // A missing file of a data file is the content check's to report (scripts/checks/content-consistency.ts
      // walks the pages' modules, which read every data file); an event's photo reaches none of them.
      if (!size)
        return isFolderEntry(result)
          ? [`${field} est introuvable dans content/photos : choisissez une photo dans la liste de l’éditeur, ou envoyez-la d’abord`]
          : [];
      if (size.unreadable) {
        return [
          `${field} n’est pas une image lisible : enregistrez-la en JPEG ou en PNG (depuis l’application Photos du téléphone, « Exporter » ou « Partager ») et envoyez-la de nouveau`,
        ];
      }
      const problems: string[] = [];
      if (minWidth && size.width !== undefined && size.width < minWidth) {
        problems.push(
          `${field} fait ${size.width} px de large ; un bandeau en demande au moins ${minWidth} : choisissez une photo plus grande`,
        );
      }
      if (size.bytes > maxPhotoBytes) {
        problems.push(
          `${field} pèse ${megabytes(size.bytes)} ; une photo en pèse au plus ${megabytes(maxPhotoBytes)} : réduisez-la (par exemple à 2400 px de large) ou choisissez-en une plus légère`,
        );
      }
      return problems;
    }),
  );
}

/** Width (as shown, after the camera's rotation) and weight of each photo the data files name; none for a missing file. */
export async function measurePhotos(
  results: readonly DataFileResult[],
  folder = path.join(__dirname, '..', '..', 'content', 'photos'),
): Promise<Map<string, PhotoMeasure>> {
  const measures = new Map<string, PhotoMeasure>();
  for (const file of new Set(results.flatMap((result) => namedPhotos(result).map((photo) => photo.file)))) {
    const buffer = await readFile(path.join(folder, file)).catch(() => null);
    if (!buffer) continue;
    if (file.toLowerCase().endsWith('.svg')) {
      measures.set(file, { bytes: buffer.length });
      continue;
    }
    const metadata = await sharp(buffer)
      .metadata()
      .catch(() => null);
    if (!metadata) {
      measures.set(file, { bytes: buffer.length, unreadable: true });
      continue;
    }
    const { width, height, orientation = 1 } = metadata;
    measures.set(file, { bytes: buffer.length, width: orientation >= 5 ? height : width });
  }
  return measures;
}
