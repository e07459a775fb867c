import { languages } from '@/lib/i18n/languages';
import { creditIn, photoCredits } from '@/content/photo-credits';
import { dataParagraphsOf, legalBannerOf, legalWords, shareCapitalIn } from './legal-words';
import { privacyFactsIn } from '@/config/request-privacy';
import { legalBanner, legalMeta, publisher } from '@/config/legal';

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
    expect(legalWords.fr.colon).toBe('\u00a0:');
    expect(shareCapitalIn('fr')).toBe('10\u202f000\u00a0€');
  });

  it('writes the share capital as each language writes an amount, and the legal facts as the owner wrote them', () => {
    expect([shareCapitalIn('en'), shareCapitalIn('nl'), shareCapitalIn('de')]).toEqual(['€10,000', '€\u00a010.000', '10.000\u00a0€']);
    for (const lang of languages) {
      const paragraphs = dataParagraphsOf(lang);
      const [controller, , table, stay, recipients, retention] = paragraphs;
      const rights = paragraphs.at(-1);
      const facts = privacyFactsIn(lang);
      expect(controller).toContain(publisher.companyName);
      expect(controller).toContain(publisher.email);
      // Both requests, each with its legal basis (GDPR art. 6(1)(b)).
      const article = { fr: 'art. 6.1.b', en: 'Art. 6(1)(b)', nl: 'art. 6, lid 1, onder b', de: 'Art. 6 Abs. 1 lit. b' }[lang];
      expect(table).toContain(article);
      expect(stay).toContain(article);
      // The table request asks for allergies, health data: their explicit consent (GDPR art. 9(2)(a)).
      expect(table).toContain({ fr: 'art. 9.2.a', en: 'Art. 9(2)(a)', nl: 'art. 9, lid 2, onder a', de: 'Art. 9 Abs. 2 lit. a' }[lang]);
      expect(table).toMatch({ fr: /allergies/, en: /allergies/, nl: /allergieën/, de: /Allergien/ }[lang]);
      // Everything the stay request collects, the children's ages and the extras included.
      expect(stay).toMatch(
        {
          fr: /âge des enfants, suppléments/,
          en: /children’s ages, the extras/,
          nl: /leeftijd van de kinderen, gekozen extra’s/,
          de: /Alter der Kinder, gewählte Zusatzleistungen/,
        }[lang],
      );
      expect(recipients).toContain('EmailJS');
      expect(recipients).toContain(facts.country?.text);
      expect(recipients).toContain(facts.basis?.text);
      expect(retention).toContain(facts.retention?.text);
      expect(rights).toContain(publisher.email);
      expect(rights).toMatch(/portabilit|overdraagbaarheid|Datenübertragbarkeit/);
      expect(legalBannerOf(lang).photo.file).toBe(legalBanner.photo.file);
    }
  });

  it('discloses every processing the site does: the gift voucher and its own keeping, the republished reviews, the guide’s offline copy and the mailbox that receives requests', () => {
    const marks = {
      fr: { voucher: 'Demande de bon cadeau', reviews: 'Avis de nos hôtes', offline: 'service worker', sale: 'L123-22' },
      en: { voucher: 'Gift voucher requests', reviews: 'Guest reviews', offline: 'service worker', sale: 'L123-22' },
      nl: { voucher: 'Aanvraag voor een cadeaubon', reviews: 'Reviews van gasten', offline: 'service worker', sale: 'L123-22' },
      de: { voucher: 'Gutscheinanfrage', reviews: 'Gästebewertungen', offline: 'Service Worker', sale: 'L123-22' },
    } as const;
    const onlyThen = {
      fr: 'quand vous ouvrez le guide d’arrivée, et seulement alors',
      en: 'when you open the arrival guide, and only then',
      nl: 'als je de aankomstgids opent, en alleen dan',
      de: 'Beim Öffnen der Seite „Anreiseinfos“, und nur dann',
    } as const;
    for (const lang of languages) {
      const text = dataParagraphsOf(lang).join('\n');
      const facts = privacyFactsIn(lang);
      for (const mark of Object.values(marks[lang])) expect(text).toContain(mark);
      expect(text).toContain(facts.voucherRetention?.text);
      expect(text).toContain(facts.mailbox?.text);
      // The offline copy is a service worker's cache, not the session storage the forms' drafts use.
      expect(text.split('\n').find((paragraph) => paragraph.includes(marks[lang].offline))).not.toMatch(/session|sessie|Sitzung/i);
      // Kept when the visitor opens the guide, and from no other page (loi Informatique et Libertés,
      // article 82: exempt from consent only as the service the visitor asked for).
      expect(text.split('\n').find((paragraph) => paragraph.includes(marks[lang].offline))).toContain(onlyThen[lang]);
      // And it does not deny the forms' drafts kept in session storage, said a paragraph above.
      expect(text.split('\n').find((paragraph) => paragraph.includes(marks[lang].offline))).not.toMatch(
        /quoi que ce soit|stores anything|bewaart iets|speichert etwas/,
      );
    }
  });

  it('leaves out the legal form and the capital until the owner gives them, like every other legal fact', () => {
    expect(publisher.legalForm).toBe('SARL');
    expect(publisher.shareCapitalEuros).toBe(10000);
  });

  it('says « domaine public » and « auteur inconnu » in the page’s language, names and licence codes as written', () => {
    const pizza = photoCredits.find((credit) => credit.licence === 'domaine public' && credit.author !== 'auteur inconnu');
    const perch = photoCredits.find((credit) => credit.author === 'auteur inconnu');
    const figue = photoCredits.find((credit) => credit.licence === 'CC BY 4.0');
    if (!pizza || !perch || !figue) throw new Error('content/data/photo-credits.json changed: pick other credits here');
    expect(creditIn('de', pizza)).toEqual({ ...pizza, licence: 'gemeinfrei' });
    expect(creditIn('en', perch)).toEqual({ ...perch, author: 'unknown author', licence: 'public domain' });
    expect(creditIn('nl', figue)).toEqual(figue);
    expect(creditIn('fr', perch)).toEqual(perch);
  });
});
