import pageData from '@/fixtures/seed-data/accommodations-page.json';
import {
  accommodationsBanner,
  accommodationsBannerIn,
  accommodationsMeta,
  accommodationsMetaIn,
  cabinSectionIn,
  cabinsIn,
  chaletSectionIn,
  stayConditionsIn,
} from '@/features/stays/units/accommodations-content';
import { factText } from '@/content/fact-texts';
import { glossary } from '@/config/glossary';
import { lowestRate, seasonName, stays } from '@/features/stays/stays';
import { languages, type Lang } from '@/lib/i18n/languages';
import { fillPlaceholders } from '@/lib/placeholders';

describe('the accommodation page in each language', () => {
  it('keeps the French title and description the page has always had', () => {
    expect(accommodationsMeta).toEqual({
      title: 'Hébergements\u00a0: chalets et cabanes',
      // The seed's compulsory cleaning by stay is in the price a search snippet reads (L112-1), then the tax on top.
      description: `Au bord du lac\u00a0: chalets familiaux tout équipés avec terrasse et cabanes dans les arbres à ${lowestRate('petite-cabane')}\u00a0€ et ${lowestRate('grande-cabane')}\u00a0€ la nuit, ménage de fin de séjour 40\u00a0€ en plus, taxe de séjour en sus. Disponibilités, estimation, tarifs à télécharger, demande de séjour en ligne.`,
    });
    expect(accommodationsBanner.title).toBe(pageData.banner.title);
  });

  it('writes a title and a description in every language, with the cabins’ prices the language’s way', () => {
    const titles = languages.map((lang) => accommodationsMetaIn(lang).title);
    expect(new Set(titles).size).toBe(languages.length);
    expect(accommodationsMetaIn('en').description).toContain('at €70 and €90 a night');
    expect(accommodationsMetaIn('nl').description.replace(/\u00a0/g, ' ')).toContain('voor € 70 en € 90 per nacht');
    expect(accommodationsMetaIn('de').description.replace(/\u00a0/g, ' ')).toContain('für 70 € und 90 € pro Nacht');
  });

  it('says every compulsory charge and the taxe de séjour on top wherever the description gives a price, in the glossary’s term of each language', () => {
    const taxOnTop: Record<Lang, string> = {
      fr: '€ en plus, taxe de séjour en sus', // the charge's name says « séjour »: no « par séjour » again, and no « + » in prose
      en: 'per stay, plus tourist tax',
      nl: 'per verblijf (exclusief toeristenbelasting)',
      de: 'pro Aufenthalt (zzgl. Kurtaxe)',
    };
    for (const lang of languages) {
      const { description } = accommodationsMetaIn(lang);
      expect(description).toContain(taxOnTop[lang]);
      expect(description).toContain(glossary.touristTax[lang].term);
    }
  });

  it('charges the pet supplement per animal and per night, as the estimate does', () => {
    const petsEuros = stays.extras.find((extra) => extra.unit === 'animal-nuit')?.euros;
    expect(petsEuros).toBe(10);
    const perAnimal: Record<Lang, string> = {
      fr: `acceptés (+${petsEuros} € par animal et par nuit)`,
      en: `welcome (+ €${petsEuros} per pet per night)`,
      nl: `welkom (+ € ${petsEuros} per huisdier per nacht)`,
      de: `erlaubt (+${petsEuros} € pro Tier und Nacht)`,
    };
    for (const lang of languages) expect(stayConditionsIn(lang).pets.value.replace(/\u00a0/g, ' ')).toBe(perAnimal[lang]);
  });

  it('reads the owner’s banner, chalets and cabins in the page’s language, photo descriptions included', () => {
    expect(accommodationsBannerIn('de').title).toBe('Unsere Unterkünfte');
    expect(accommodationsBannerIn('en').photo.alt).toBe(pageData.en.banner.photo.alt);
    const chalets = chaletSectionIn('nl');
    expect(chalets.title).toBe(pageData.nl.chalets.title);
    // The owner's Dutch, its {capacité du chalet} written from stays.json.
    expect(chalets.description).toEqual(
      pageData.nl.chalets.description.map((text) => fillPlaceholders(text, (name) => factText(name, 'nl'))),
    );
    expect(chalets.equipment).toEqual(pageData.nl.chalets.equipment);
    expect(chalets.images.map((photo) => photo.alt)).toEqual(pageData.nl.chalets.images.map((photo) => photo.alt));
    expect(cabinSectionIn('de').intro).toBe(pageData.de.cabins.intro);
    const [small, large] = cabinsIn('de');
    expect(small?.name).toBe('Kleines Baumhaus');
    expect(large?.equipements).toEqual(pageData.de.cabins['grande-cabane'].equipment);
    expect(large?.images.map((photo) => photo.alt)).toEqual(pageData.de.cabins['grande-cabane'].images.map((photo) => photo.alt));
    expect(cabinsIn('fr').map((cabin) => cabin.name)).toEqual([
      pageData.cabins['petite-cabane'].name,
      pageData.cabins['grande-cabane'].name,
    ]);
  });

  it('names the seasons as the owner translated them, French as the owner wrote it', () => {
    const holidays = stays.seasons.find((season) => season.id === 'vacances');
    if (!holidays) throw new Error('no school holidays season');
    expect(seasonName('fr', holidays)).toBe(holidays.name);
    expect(seasonName('nl', holidays)).toBe('Franse schoolvakanties');
    expect(seasonName('en', holidays)).toBe('French school holidays');
  });
});
