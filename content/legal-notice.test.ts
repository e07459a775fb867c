import { languages } from '@/lib/i18n/languages';
import { creditIn, photoCredits } from './photo-credits';
import { dataParagraphsOf, legalBannerOf, legalWords, reservationRetentionIn, shareCapitalIn } from './legal-notice';
import { legalBanner, legalMeta, publisher } from './legal';

describe('the legal notice in each language', () => {
  it('says on each translation, and only there, that the French version prevails', () => {
    expect(legalWords.fr.prevails).toBeNull();
    expect(legalWords.en.prevails).toBe('This translation is provided for convenience; the French version prevails.');
    expect(legalWords.nl.prevails).toMatch(/Franse versie/);
    expect(legalWords.de.prevails).toMatch(/französische Fassung/);
  });

  it('keeps the French page’s words and banner as they were', () => {
    expect(legalWords.fr.meta).toBe(legalMeta);
    expect(legalBannerOf('fr')).toEqual(legalBanner);
    expect(legalWords.fr.colon).toBe(' :');
    expect(shareCapitalIn('fr')).toBe('10 000 €');
  });

  it('says how long table requests are kept in the owner’s words of each language', () => {
    expect(languages.map(reservationRetentionIn)).toEqual(['durée à compléter', 'period to be confirmed', 'termijn nog in te vullen', 'Dauer noch festzulegen']);
  });

  it('writes the share capital as each language writes an amount, and the legal facts as the owner wrote them', () => {
    expect([shareCapitalIn('en'), shareCapitalIn('nl'), shareCapitalIn('de')]).toEqual(['€10,000', '€\u00a010.000', '10.000\u00a0€']);
    for (const lang of languages) {
      const [controller, , , , retention, rights] = dataParagraphsOf(lang);
      expect(controller).toContain(publisher.companyName);
      expect(controller).toContain(publisher.email);
      expect(retention).toContain(reservationRetentionIn(lang));
      expect(rights).toContain(publisher.email);
      expect(legalBannerOf(lang).photo.file).toBe(legalBanner.photo.file);
    }
  });

  it('says « domaine public » and « Auteur inconnu » in the page’s language, names and licence codes as written', () => {
    const pizza = photoCredits.find((credit) => credit.licence === 'domaine public' && credit.author !== 'Auteur inconnu');
    const perch = photoCredits.find((credit) => credit.author === 'Auteur inconnu');
    const figue = photoCredits.find((credit) => credit.licence === 'CC BY 4.0');
    if (!pizza || !perch || !figue) throw new Error('content/data/photo-credits.json changed: pick other credits here');
    expect(creditIn('de', pizza)).toEqual({ ...pizza, licence: 'gemeinfrei' });
    expect(creditIn('en', perch)).toEqual({ ...perch, author: 'Unknown author', licence: 'public domain' });
    expect(creditIn('nl', figue)).toEqual(figue);
    expect(creditIn('fr', perch)).toEqual(perch);
  });
});
