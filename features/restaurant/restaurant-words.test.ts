import { restaurantHours } from '@/content/restaurant-week';
import { weekdayIds, weekdayNames } from '@/content/schema/weekdays';
import pageData from '@/fixtures/seed-data/restaurant-page.json';
import {
  hoursWords,
  requestLanguageNames,
  reservationSectionWords,
  reservationWords,
  tableRequestAnswer,
  timeSlotLabel,
} from './restaurant-words';
import { restaurantBanner, restaurantBannerIn, restaurantMeta, restaurantMetaIn, restaurantPresentationIn } from './restaurant-content';
import { factText } from '@/content/fact-texts';
import { languages, type Lang, type Translated } from '@/lib/i18n/languages';
import { fillPlaceholders } from '@/lib/placeholders';

/** An owner's text as the page shows it, its facts' placeholders written in `lang`. */
const filled = (text: string, lang: Lang) => fillPlaceholders(text, (name) => factText(name, lang));

describe('the restaurant page’s words in each language', () => {
  it('writes a period of the week as each language does, French as it always has', () => {
    expect(hoursWords.fr.period('12:00', '13:30')).toBe('12h00–13h30');
    expect(hoursWords.en.period('12:00', '13:30')).toBe('12:00–13:30');
    expect(hoursWords.nl.period('12:00', '13:30')).toBe('12.00–13.30 uur');
    expect(hoursWords.de.period('19:00', '20:30')).toBe('19:00–20:30 Uhr');
  });

  it('names every day of the hours table in every language', () => {
    for (const lang of languages) {
      const days = weekdayIds.map((id) => hoursWords[lang].days[id]);
      expect(new Set(days).size).toBe(7);
    }
    expect(hoursWords.de.days[weekdayIds[0]]).toBe('Montag');
    expect(weekdayIds.map((id) => hoursWords.fr.days[id])).toEqual(weekdayIds.map((id) => weekdayNames[id]));
  });

  it('heads a period of the owner’s with its dates, as each language says a stretch of the year', () => {
    expect([hoursWords.fr.inPeriod('du 1er juillet au 31 août'), hoursWords.de.inPeriod('1. Juli bis 31. August')]).toEqual([
      'du 1er juillet au 31 août',
      'vom 1. Juli bis 31. August',
    ]);
  });

  it('labels the time slots on each language’s clock, the value sent staying "HH:MM"', () => {
    expect(restaurantHours.slots).toContain('19:30');
    expect(timeSlotLabel('fr', '19:30')).toBe('19h30');
    expect(timeSlotLabel('en', '19:30')).toBe('19:30');
    expect(timeSlotLabel('nl', '19:30')).toBe('19.30 uur');
    expect(timeSlotLabel('de', '19:30')).toBe('19:30 Uhr');
  });

  it('tells the owner, in French, the language of a request from a foreign page, and adds nothing on French pages', () => {
    expect(requestLanguageNames).toEqual<Translated<string | null>>({ fr: null, en: 'anglais', nl: 'néerlandais', de: 'allemand' });
  });

  it('keeps every "{name}" place of the templates in every language', () => {
    for (const lang of languages) {
      const { hints, mailto, messageCounter } = reservationWords[lang];
      expect(hints.closedDay).toContain('{day}');
      expect(hints.closedDate).toContain('{date}');
      expect(reservationWords[lang].messages.personnesMax).toMatch(/\{max\}.*\{phone\}/);
      expect(reservationWords[lang].personnesHint).toContain('{max}');
      expect(reservationWords[lang].groupCall).toContain('{max}');
      expect(reservationWords[lang].successNext).toContain('{email}');
      expect(hints.closedService).toMatch(/\{day\}.*\{service\}/);
      expect(messageCounter).toMatch(/\{count\}.*\{max\}/);
      expect(mailto.line).toMatch(/^\{label\}.*\{value\}$/);
      for (const place of ['{day}', '{month}', '{year}']) expect(mailto.date).toContain(place);
    }
  });
});

describe('the table request’s one wording', () => {
  it.each(languages.map((lang) => [lang] as const))(
    'in %s: the intro, the note and the success banner all say a request, answered by e-mail',
    (lang) => {
      const answer = tableRequestAnswer[lang].toLocaleLowerCase(lang);
      const says = (text: string) => text.toLocaleLowerCase(lang).includes(answer);
      const words = reservationWords[lang];
      expect([reservationSectionWords[lang].intro, words.confirmationNote, words.successNext].map(says)).toEqual([true, true, true]);
    },
  );

  it('keeps the specification’s banner, then what follows it', () => {
    expect(reservationWords.fr.success).toBe('Votre demande de réservation a bien été envoyée\u00a0!');
    expect(reservationWords.fr.successNext).toBe(
      'Nous vous répondons par e-mail pour confirmer votre table. Gardez-en une copie\u00a0: le lien ci-dessous prépare dans votre messagerie un e-mail adressé à {email}.',
    );
  });
});

describe('the owner’s restaurant page texts in each language', () => {
  it('keeps the French as the data file writes it', () => {
    expect(restaurantMeta).toEqual({ title: pageData.meta.title, description: filled(pageData.meta.description, 'fr') });
    expect(restaurantBanner.title).toBe(pageData.banner.title);
    expect(restaurantBanner.photo.alt).toBe(pageData.banner.photo.alt);
  });

  it('gives the meta, the banner (the share heading) and the presentation in the page’s language, photos described in it', () => {
    expect(restaurantMetaIn('de')).toEqual({ title: pageData.de.meta.title, description: filled(pageData.de.meta.description, 'de') });
    expect(restaurantMetaIn('en').description).toMatch(/^The restaurant at Les Chalets du lac/);
    const banner = restaurantBannerIn('nl');
    expect(banner.title).toBe('Het restaurant');
    expect(banner.photo).toEqual({
      file: restaurantBanner.photo.file,
      alt: pageData.nl.banner.photo.alt,
      ...(restaurantBanner.photo.isPlaceholder ? { isPlaceholder: true } : {}),
    });
    const presentation = restaurantPresentationIn('de');
    expect(presentation.title).toBe('Saisonale Küche ohne Schnickschnack');
    expect(presentation.paragraphs).toEqual(pageData.de.presentation.paragraphs);
    expect(presentation.photos.map((photo) => photo.alt)).toEqual(pageData.de.presentation.photos.map((photo) => photo.alt));
  });
});
