import { readFileSync } from 'node:fs';
import { dataFolderPath, dataFolders } from './index';
import { dataFileOnDisk } from '@/content/data-file';
import { validateDataFile } from './validate';

const [events] = dataFolders;
if (!events) throw new Error('no events folder');
const file = `${dataFolderPath(events.name)}/2026-12-04-soiree-moules-frites.json`;
const evening = JSON.parse(readFileSync(dataFileOnDisk(file), 'utf8')) as Record<string, unknown>;

/** check:content's messages for the moules-frites evening with `change` written over it. */
const errorsWith = (change: Record<string, unknown>) => validateDataFile(events, JSON.stringify({ ...evening, ...change }), file).errors;

describe('an event file, as check:content reads it', () => {
  it('takes the example evening as written', () => {
    expect(errorsWith({})).toEqual([]);
  });

  it('refuses an end day before the start day, naming the end day and both moments', () => {
    expect(errorsWith({ startDay: '2026-12-04', endDay: '2026-12-03' })).toEqual([
      `${file} › endDay (Jour de la fin) : l’événement finit le 2026-12-03 à 22:30, avant son début (le 2026-12-04 à 19:00) : écrivez une fin après le début`,
    ]);
  });

  it('refuses an end time before the start time on the same day, naming the end time', () => {
    expect(errorsWith({ startTime: '19:00', endTime: '18:00' })).toEqual([
      `${file} › endTime (Heure de la fin) : l’événement finit le 2026-12-04 à 18:00, avant son début (le 2026-12-04 à 19:00) : écrivez une fin après le début`,
    ]);
    // Ending the moment it starts is no event either.
    expect(errorsWith({ endTime: '19:00' })).toHaveLength(1);
  });

  it('takes an evening that ends after midnight, on the next day', () => {
    expect(errorsWith({ endDay: '2026-12-05', endTime: '01:00' })).toEqual([]);
  });

  it('refuses a price or a starting price without its amount, and takes a free event without one', () => {
    // JSON leaves an undefined amount out of the file.
    const errorsFor = (priceKind: string) => errorsWith({ priceKind, priceEuros: undefined });
    expect(errorsFor('prix')).toEqual([
      `${file} › priceEuros (Montant) : le prix est « Prix » mais sans montant : écrivez le montant en euros, par exemple 18, ou choisissez « Gratuit »`,
    ]);
    expect(errorsFor('a-partir-de')).toEqual([
      `${file} › priceEuros (Montant) : le prix est « À partir de » mais sans montant : écrivez le montant en euros, par exemple 18, ou choisissez « Gratuit »`,
    ]);
    expect(errorsFor('gratuit')).toEqual([]);
  });

  it('reads an amount the editor left empty (null) as none: taken for a free event, refused for a price', () => {
    for (const empty of [null, '']) {
      expect(errorsWith({ priceKind: 'gratuit', priceEuros: empty })).toEqual([]);
      expect(errorsWith({ priceKind: 'prix', priceEuros: empty })).toEqual([
        `${file} › priceEuros (Montant) : le prix est « Prix » mais sans montant : écrivez le montant en euros, par exemple 18, ou choisissez « Gratuit »`,
      ]);
    }
  });

  it('refuses a table request away from the restaurant, naming the place', () => {
    expect(errorsWith({ place: 'etang', participation: 'table' })).toEqual([
      `${file} › participation (Pour venir) : une demande de table ne se fait qu’au restaurant, et l’événement a lieu à : Étang de pêche. Choisissez « Par téléphone » ou « Sans réservation »`,
    ]);
    expect(errorsWith({ place: 'etang', participation: 'telephone' })).toEqual([]);
  });
});
