/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { dataFileOnDisk } from '../../content/data-file';
import { dataFilePath, dataFiles, dataFolderPath, dataFolders } from '../../content/schema/index';
import { validateDataFile } from '../../content/schema/validate';
import { measurePhotos, photoProblems, type PhotoMeasure } from './photo-checks';

const homeEntry = dataFiles.find((file) => file.name === 'home');
if (!homeEntry) throw new Error('no home data file');
const home = JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('home')), 'utf8')) as { hero: { photo: { file: string } } };
const withBanner = (file: string) => [
  validateDataFile(homeEntry, JSON.stringify({ ...home, hero: { ...home.hero, photo: { ...home.hero.photo, file } } })),
];
const large: PhotoMeasure = { width: 2000, bytes: 400_000 };

const [eventsFolder] = dataFolders;
if (!eventsFolder) throw new Error('no events folder');
const eventFile = `${dataFolderPath(eventsFolder.name)}/2026-12-04-soiree-moules-frites.json`;
const evening = JSON.parse(readFileSync(dataFileOnDisk(eventFile), 'utf8')) as Record<string, unknown>;
/** The moules-frites evening with its banner photo, as check:content reads it from the events folder. */
const eventWithPhoto = (file: string) => [
  validateDataFile(eventsFolder, JSON.stringify({ ...evening, photo: file, photoAlt: 'Moules fumantes' }), eventFile),
];

describe('the photos the data files name', () => {
  it('refuses a banner narrower than 1600 px, naming the file, the field and the photo', () => {
    const problems = photoProblems(withBanner('lac.jpg'), (file) => (file === 'lac.jpg' ? { width: 800, bytes: 90_000 } : large));
    expect(problems).toEqual([
      'content/data/home.json, hero.photo.file : lac.jpg fait 800 px de large ; un bandeau en demande au moins 1600 : choisissez une photo plus grande',
    ]);
  });

  it('refuses an event’s photo narrower than 1600 px: it is the banner of the event’s page', () => {
    expect(eventWithPhoto('lac.jpg')[0]?.errors).toEqual([]);
    expect(photoProblems(eventWithPhoto('lac.jpg'), (file) => (file === 'lac.jpg' ? { width: 1200, bytes: 150_000 } : large))).toEqual([
      `${eventFile}, photo : lac.jpg fait 1200 px de large ; un bandeau en demande au moins 1600 : choisissez une photo plus grande`,
    ]);
    expect(photoProblems(eventWithPhoto('lac.jpg'), () => large)).toEqual([]);
  });

  it('takes a narrow photo where it is not a banner, a drawing anywhere, and leaves a missing file to the content check', () => {
    expect(photoProblems(withBanner('lac.jpg'), (file) => (file === 'lac.jpg' ? large : { width: 320, bytes: 10_000 }))).toEqual([]);
    expect(photoProblems(withBanner('dessin.svg'), (file) => (file === 'dessin.svg' ? { bytes: 3_000 } : large))).toEqual([]);
    expect(photoProblems(withBanner('absente.jpg'), (file) => (file === 'absente.jpg' ? undefined : large))).toEqual([]);
  });

  it('refuses an event’s photo missing from content/photos, which no page module reads and the build would stop on (issue 50)', () => {
    expect(photoProblems(eventWithPhoto('absente.jpg'), () => undefined)).toEqual([
      `${eventFile}, photo : absente.jpg est introuvable dans content/photos : choisissez une photo dans la liste de l’éditeur, ou envoyez-la d’abord`,
    ]);
  });

  it('refuses a photo heavier than the editor uploads, one put in by hand', () => {
    const problems = photoProblems(withBanner('lac.jpg'), (file) => (file === 'lac.jpg' ? { width: 4000, bytes: 7_500_000 } : large));
    expect(problems).toEqual([
      'content/data/home.json, hero.photo.file : lac.jpg pèse 7,5 Mo ; une photo en pèse au plus 5 Mo : réduisez-la (par exemple à 2400 px de large) ou choisissez-en une plus légère',
    ]);
  });

  it('refuses a file that is no image it can read, in French, instead of stopping on the image library’s error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'photo-checks-'));
    try {
      writeFileSync(path.join(folder, 'lac.jpg'), 'ftypheic: not a JPEG, cut short');
      const measures = await measurePhotos(withBanner('lac.jpg'), folder);
      expect(photoProblems(withBanner('lac.jpg'), (file) => measures.get(file) ?? large)).toEqual([
        'content/data/home.json, hero.photo.file : lac.jpg n’est pas une image lisible : enregistrez-la en JPEG ou en PNG (depuis l’application Photos du téléphone, « Exporter » ou « Partager ») et envoyez-la de nouveau',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('measures a photo as shown: a portrait taken sideways is as wide as it stands', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'photo-checks-'));
    try {
      // 1800 × 1200 pixels stored, turned a quarter by the camera's orientation tag: shown 1200 wide.
      writeFileSync(
        path.join(folder, 'lac.jpg'),
        await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3a6' } })
          .jpeg()
          .withMetadata({ orientation: 6 })
          .toBuffer(),
      );
      const measures = await measurePhotos(withBanner('lac.jpg'), folder);
      expect(measures.get('lac.jpg')).toMatchObject({ width: 1200 });
      expect(photoProblems(withBanner('lac.jpg'), (file) => measures.get(file))).toEqual([
        'content/data/home.json, hero.photo.file : lac.jpg fait 1200 px de large ; un bandeau en demande au moins 1600 : choisissez une photo plus grande',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
