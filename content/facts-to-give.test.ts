/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { factsToGive, neededFactsLines, placeOf, type WrittenFile } from './facts-to-give';
import { isStoredFact } from './given-facts';

const seedFolder = 'fixtures/seed-data';

/** The tests' seed as the editor wrote it, every file by its place in the repository. */
function seedFiles(): WrittenFile[] {
  const files = readdirSync(seedFolder).filter((name) => name.endsWith('.json'));
  const events = readdirSync(path.join(seedFolder, 'events')).filter((name) => name.endsWith('.json'));
  return [
    ...files.map((name) => ({
      file: `content/data/${name}`,
      data: JSON.parse(readFileSync(path.join(seedFolder, name), 'utf8')) as unknown,
    })),
    ...events.map((name) => ({
      file: `content/data/events/${name}`,
      data: JSON.parse(readFileSync(path.join(seedFolder, 'events', name), 'utf8')) as unknown,
    })),
  ];
}

/** Every stored fact of a tree ticked « Valeur provisoire »: the site as the owner receives it, nothing given. */
function nothingGiven(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nothingGiven);
  if (typeof value !== 'object' || value === null) return value;
  if (isStoredFact(value)) return { value: value.value, provisional: true };
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, nothingGiven(child)]));
}

/** Each fact's file and place, sorted: the files are read in the folder's order. */
const paths = (facts: readonly { file: string; path: readonly (string | number)[] }[]) =>
  facts.map((fact) => `${fact.file} › ${placeOf(fact.path)}`).sort();

/** One file of the seed, edited. */
const withFile = (
  files: readonly WrittenFile[],
  name: string,
  edit: (data: Record<string, unknown>) => Record<string, unknown>,
): WrittenFile[] =>
  files.map((file) =>
    file.file === `content/data/${name}.json` ? { ...file, data: edit(structuredClone(file.data) as Record<string, unknown>) } : file,
  );

describe('what the owner has still to give', () => {
  it('finds every needed fact given in the seed, as on a site ready to go live, and lists the optional ones apart', () => {
    const { needed, optional } = factsToGive(seedFiles());
    expect(needed).toEqual([]);
    expect(paths(optional)).toEqual([
      'content/data/faq.json › groups[1].questions[2].answer',
      'content/data/glassworks.json › website',
      'content/data/team.json › members[2].name',
    ]);
  });

  it('names each needed fact of a site with nothing given, with why and where in the editor, and the counts add up', () => {
    const files = seedFiles().map((file) => ({ ...file, data: nothingGiven(file.data) }));
    const { needed, optional } = factsToGive(files);
    expect(paths(needed)).toEqual(
      expect.arrayContaining([
        'content/data/contact.json › phone',
        'content/data/contact.json › email',
        'content/data/contact.json › address',
        'content/data/legal.json › publisher.siren',
        'content/data/legal.json › mediator.name',
        'content/data/stays.json › bookingTerms.cancellation',
        'content/data/voucher.json › validityMonths',
        // The units are meublés de tourisme: each type's units are asked for, their numbers once they are listed.
        'content/data/stays.json › unitTypes[0].units',
      ]),
    );
    // Nothing given: no rates, so no type is offered and no taxe de séjour is needed yet.
    expect(paths(needed).some((place) => place.endsWith('touristTax'))).toBe(false);
    expect(needed.every((fact) => fact.why)).toBe(true);
    expect(needed.find((fact) => fact.path.join('.') === 'phone')).toMatchObject({
      collectionLabel: 'Coordonnées et accès',
      fileLabel: 'Coordonnées, accès et réseaux',
    });
    expect(paths(optional)).toContain('content/data/menu.json › sections');
    const lines = neededFactsLines(needed);
    const counts = lines.flatMap((line) => /^(\d+) information\(s\) à donner — /.exec(line)?.[1] ?? []).map(Number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(needed.length);
    expect(lines.filter((line) => line.startsWith('  - '))).toHaveLength(needed.length);
  });

  it('asks a type’s taxe de séjour once it is offered (its rates and units given), and the season dates once its rates differ by season', () => {
    type Type = { nightlyRates: { value: Record<string, number>; provisional: boolean }; touristTax: { provisional: boolean } };
    const files = withFile(seedFiles(), 'stays', (stays) => {
      const types = stays.unitTypes as Type[];
      for (const type of types) type.touristTax.provisional = true;
      (stays.seasonPeriods as { provisional: boolean }).provisional = true;
      const [chalet, small, large] = types;
      if (!chalet || !small || !large) throw new Error('the seed has no chalets or cabins');
      chalet.nightlyRates.provisional = true;
      small.nightlyRates.value = { basse: 70, moyenne: 70, haute: 70, vacances: 70 };
      large.nightlyRates.value = { basse: 90, moyenne: 90, haute: 110, vacances: 100 };
      return stays;
    });
    const taxes = (files: readonly WrittenFile[]) =>
      paths(factsToGive(files).needed).filter((place) => /touristTax|seasonPeriods/.test(place));
    // The chalets are not offered (no rates): their tax waits; the large cabin's rates differ by season.
    expect(taxes(files)).toEqual([
      'content/data/stays.json › seasonPeriods',
      'content/data/stays.json › unitTypes[1].touristTax',
      'content/data/stays.json › unitTypes[2].touristTax',
    ]);
    const flat = withFile(files, 'stays', (stays) => {
      const large = (stays.unitTypes as Type[])[2];
      if (large) large.nightlyRates.value = { basse: 90, moyenne: 90, haute: 90, vacances: 90 };
      return stays;
    });
    expect(taxes(flat)).not.toContain('content/data/stays.json › seasonPeriods');
  });

  it('asks whether a guest pays a charge on top of the night once any type is offered, and not while none is', () => {
    type Type = { nightlyRates: { provisional: boolean } };
    const unanswered = withFile(seedFiles(), 'stays', (stays) => {
      (stays.compulsoryCharges as { provisional: boolean }).provisional = true;
      return stays;
    });
    const asked = (files: readonly WrittenFile[]) =>
      paths(factsToGive(files).needed).includes('content/data/stays.json › compulsoryCharges');
    expect(asked(unanswered)).toBe(true);
    const noneOffered = withFile(unanswered, 'stays', (stays) => {
      for (const type of stays.unitTypes as Type[]) type.nightlyRates.provisional = true;
      return stays;
    });
    expect(asked(noneOffered)).toBe(false);
    expect(asked(seedFiles())).toBe(false);
  });

  it('asks each listed unit’s registration number while the units are meublés de tourisme, by the unit’s name, and none otherwise', () => {
    type Unit = { name: string; registrationNumber?: string };
    const files = withFile(seedFiles(), 'stays', (stays) => {
      const units = (stays.unitTypes as { units: { value: Unit[] } }[])[1]?.units.value ?? [];
      for (const unit of units) delete unit.registrationNumber;
      return stays;
    });
    const numbers = factsToGive(files).needed.filter((fact) => fact.path.at(-1) === 'registrationNumber');
    expect(numbers.map((fact) => fact.label)).toEqual(['Numéro d’enregistrement du meublé de tourisme (Petite cabane)']);
    const notFurnished = withFile(files, 'stays', (stays) => ({ ...stays, furnishedTouristLets: false }));
    expect(factsToGive(notFurnished).needed).toEqual([]);
    expect(paths(factsToGive(notFurnished).optional)).toContain('content/data/stays.json › unitTypes[1].units.value[0].registrationNumber');
  });

  it('asks the meats’ origins once the carte is given, and the site’s address unless the publication gives it', () => {
    const files = withFile(
      withFile(seedFiles(), 'menu', (menu) => ({ ...menu, meatOrigins: { ...(menu.meatOrigins as object), provisional: true } })),
      'contact',
      (contact) => ({ ...contact, siteUrl: { ...(contact.siteUrl as object), provisional: true } }),
    );
    expect(paths(factsToGive(files).needed)).toEqual(['content/data/contact.json › siteUrl', 'content/data/menu.json › meatOrigins']);
    expect(paths(factsToGive(files, { NEXT_PUBLIC_SITE_URL: 'https://www.chalets-du-lac.fr' }).needed)).toEqual([
      'content/data/menu.json › meatOrigins',
    ]);
    const noCarte = withFile(files, 'menu', (menu) => ({ ...menu, sections: { ...(menu.sections as object), provisional: true } }));
    expect(paths(factsToGive(noCarte, { NEXT_PUBLIC_SITE_URL: 'https://x.fr' }).needed)).toEqual([]);
  });

  it('lists an event marked as an example, published nowhere, among the optional facts, by its title', () => {
    const [event] = seedFiles().filter((file) => file.file.startsWith('content/data/events/'));
    if (!event) throw new Error('the seed has no event');
    const example = { ...event, data: { ...(event.data as object), example: true } };
    expect(factsToGive([example]).optional.map((fact) => fact.label)).toEqual([expect.stringMatching(/^Exemple à remplacer : /)]);
  });
});
