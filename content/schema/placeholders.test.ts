/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from '@/content/data-file';
import { factPlaceholderList } from './fact-placeholders';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { validateDataFile } from './validate';
import type { TranslationLanguage } from '@/lib/i18n/languages';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
/** A data file of the tests' seed (CONTENT_DATA), as the base the test writes its own texts into. */
const shipped = <T>(name: string) => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath(name)), 'utf8')) as T;
const errorsOf = (name: string, data: unknown) => validateDataFile(entry(name), JSON.stringify(data, null, 2)).errors;

type Texts = { intro: { paragraphs: string[] }; hero: { subtitle?: string }; highlights: { text: string }[] };

describe('the facts’ placeholders in the owner’s texts, as check:content reads them', () => {
  it('lets a known name through, in French and in every translation, however the phone typed it', () => {
    const data = shipped<Texts & Record<TranslationLanguage, Texts>>('home');
    data.intro.paragraphs = ['Le restaurant vous accueille {horaires du restaurant}.', "L’étang ouvre {Horaires de l'étang}."];
    data.en.intro.paragraphs = ['The pond is open {horaires de l’étang}.'];
    data.de.hero.subtitle = 'Die Glashütte: {saison de la verrerie}, {jours de la verrerie}.';
    expect(errorsOf('home', data)).toEqual([]);
  });

  it('refuses an unknown name, naming the file, the field and the language, with the names it knows', () => {
    const data = shipped<Texts & Record<TranslationLanguage, Texts>>('home');
    data.intro.paragraphs = ['Ouvert {horaires du resto}.'];
    data.de.intro.paragraphs = ['Geöffnet {Öffnungszeiten}.'];
    expect(errorsOf('home', data)).toEqual([
      `content/data/home.json › intro.paragraphs[0] (Paragraphe) : {horaires du resto} n’est pas un fait que le site sait écrire. Écrivez l’un de ${factPlaceholderList} (les mêmes noms dans chaque langue), ou retirez les accolades.`,
      `content/data/home.json › intro.paragraphs[0] (Paragraphe, traduction en allemand) : {Öffnungszeiten} n’est pas un fait que le site sait écrire. Écrivez l’un de ${factPlaceholderList} (les mêmes noms dans chaque langue), ou retirez les accolades.`,
    ]);
  });

  it('refuses a brace left alone', () => {
    const data = shipped<Texts & Record<TranslationLanguage, Texts>>('home');
    const restaurant = data.en.highlights[1];
    if (!restaurant) throw new Error('no second highlight');
    restaurant.text = 'Simple cooking, {horaires du restaurant.';
    expect(errorsOf('home', data)).toEqual([
      'content/data/home.json › highlights[1].text (Texte, traduction en anglais) : une accolade est restée seule. Un fait s’écrit entre deux accolades, par exemple {horaires du restaurant} ; sinon, retirez-la.',
    ]);
  });

  it('refuses a placeholder in a field the site does not fill (a name, an address), which would show as typed', () => {
    const data = shipped<{ address: { value: { street: string } } }>('contact');
    data.address.value.street = '{horaires du restaurant}';
    expect(errorsOf('contact', data)).toEqual([
      'content/data/contact.json › address.value.street (Rue) : ce champ ne s’écrit pas avec un fait entre accolades ; écrivez la valeur elle-même, sans { }.',
    ]);
  });
});
