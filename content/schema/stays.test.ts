/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { validateDataFile } from './validate';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
const shipped = () => JSON.parse(readFileSync(path.join(__dirname, '..', '..', dataFilePath('stays')), 'utf8')) as Record<string, unknown>;
const check = (data: unknown) => validateDataFile(entry('stays'), JSON.stringify(data, null, 2));

describe('content/data/stays.json against its schema', () => {
  it('passes as shipped and lists its provisional values with their fields', () => {
    const result = check(shipped());
    expect(result.errors).toEqual([]);
    expect(result.provisional.map((value) => value.label)).toEqual(
      expect.arrayContaining(['Taxe de séjour par adulte et par nuit', 'Numéro d’enregistrement du meublé de tourisme', 'Dates des saisons et des vacances scolaires']),
    );
  });

  it('refuses a price written as words, naming the file and the field', () => {
    expect(check({ ...shipped(), petsPerNight: 'dix' }).errors).toEqual([
      'content/data/stays.json › petsPerNight (Animaux (€ par animal et par nuit)) : « dix » n’est pas un prix : écrivez un nombre, par exemple 14.5 pour 14,50 €',
    ]);
  });

  it('refuses an impossible date, a period that ends before it starts and periods that overlap', () => {
    const periods = [
      { season: 'haute', from: '2027-07-03', through: '2027-08-29' },
      { season: 'moyenne', from: '2027-08-20', through: '2027-09-30' },
      { season: 'vacances', from: '2027-10-20', through: '2027-10-16' },
      { season: 'basse', from: '2027-02-30', through: '2027-03-02' },
    ];
    expect(check({ ...shipped(), seasonPeriods: { value: periods, provisional: true } }).errors).toEqual([
      'content/data/stays.json › seasonPeriods.value[3].from (Première nuit) : « 2027-02-30 » n’existe pas dans le calendrier : vérifiez le jour et le mois',
      'content/data/stays.json › seasonPeriods.value[1].from (Première nuit) : la période du 2027-08-20 chevauche celle du 2027-07-03 au 2027-08-29 : faites-la commencer le lendemain de 2027-08-29 ou plus tard',
      'content/data/stays.json › seasonPeriods.value[2].through (Dernière nuit) : la dernière nuit (2027-10-16) est avant la première (2027-10-20) : écrivez une date le 2027-10-20 ou après',
    ]);
  });

  it('refuses a season named but not described, a season twice and a unit id twice', () => {
    const data = shipped() as { seasons: { id: string }[]; unitTypes: { units: { value: { id: string; name: string }[] } }[] };
    const [basse, moyenne, haute] = data.seasons;
    const chalets = data.unitTypes[0];
    if (!basse || !moyenne || !haute || !chalets) throw new Error('shipped stays.json changed shape');
    data.seasons = [basse, moyenne, haute, { ...haute }];
    chalets.units.value = [
      { id: 'chalet-1', name: 'Chalet des Saules' },
      { id: 'chalet-1', name: 'Chalet des Aulnes' },
    ];
    expect(
      check({ ...data, seasonPeriods: { value: [{ season: 'vacances', from: '2026-12-19', through: '2027-01-03' }], provisional: true } }).errors,
    ).toEqual([
      'content/data/stays.json › seasons[3].id (Saison) : la saison haute est déjà dans la liste : retirez ce doublon',
      'content/data/stays.json › seasonPeriods.value[0].season (Saison) : la saison vacances n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste',
      'content/data/stays.json › unitTypes[0].units.value[1].id (Identifiant) : l’identifiant chalet-1 est déjà pris par un autre logement : donnez-en un autre, par exemple chalet-1-2',
    ]);
  });

  it('keeps availability.json, written by the sync, out of the editor', () => {
    expect(entry('availability')).toMatchObject({ writtenBy: 'npm run sync:availability' });
    expect(entry('stays')).toMatchObject({ collection: 'prix' });
  });
});
