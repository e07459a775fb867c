// The stay request's words and rules in one language (features/stays/request/stay-request-words.ts's StayRequestKit), made
// at build into a file the request's script fetches when it needs that language: the words of the
// page's language when the visitor opens the request, French for the owner's e-mail, the reply
// language for the prepared e-mails (the visitor's copy, and the fallback when sending fails). Server-only.
import { email, phoneDisplayIn, telHref } from '@/config/contact';
import { languageNamesIn } from '@/config/language-names';
import { privacyNoticeIn } from '@/config/request-privacy';
import { restaurantServicesWith } from '@/features/opening-hours/place-schedules';
import { reservationWords, timeSlotLabel } from '@/features/restaurant/restaurant-words';
import { stayDinnerWords } from '@/features/stays/estimate/stay-dinner-words';
import type { StayDinnerKit } from '@/features/stays/estimate/stay-dinner';
import { stayRequestWords, type StayRequestKit } from '@/features/stays/request/stay-request-words';
import { availabilityWords } from '@/features/stays/availability-words';
import { estimateRules, offeredUnitTypes, stays } from '@/features/stays/stays';
import { touristTaxIn } from '@/features/stays/pricing/stay-price';
import { plural } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';

export function stayRequestKit(lang: Lang): StayRequestKit {
  const words = stayRequestWords[lang];
  const table = reservationWords[lang];
  const availability = availabilityWords[lang];
  const { nom, prenom, telephone, email: emailLabel, message } = table.labels;
  const { nomRequired, prenomRequired, telephoneRequired, telephoneInvalid, emailRequired, emailInvalid } = table.messages;
  const mailtoLabels = table.mailto.labels;
  // The enquiry's own failure words where the language has them ("Your enquiry couldn't be sent").
  const failure = words.failure ?? table;
  return {
    lang,
    words,
    form: {
      honeypotLabel: table.honeypotLabel,
      requiredLegend: table.requiredLegend,
      optional: table.optional,
      submit: words.submit,
      sending: table.sending,
      error: failure.error,
      errorMailto: failure.errorMailto,
      errorMailtoLink: failure.errorMailtoLink,
      errorPhone: table.errorPhone,
      failureAdvice: failure.failureAdvice,
      messageCounter: table.messageCounter,
      labels: { nom, prenom, telephone, email: emailLabel, message },
      messages: { nomRequired, prenomRequired, telephoneRequired, telephoneInvalid, emailRequired, emailInvalid },
      mailto: {
        greeting: table.mailto.greeting,
        line: table.mailto.line,
        truncated: table.mailto.truncated,
        labels: {
          nom: mailtoLabels.nom,
          prenom: mailtoLabels.prenom,
          telephone: mailtoLabels.telephone,
          email: mailtoLabels.email,
          message: mailtoLabels.message,
        },
      },
    },
    estimate: availability.estimate,
    periods: availability.periods,
    // The types offered alone: a type whose rates are not given takes no request (stays.ts, isOffered).
    types: offeredUnitTypes.map((type) => ({
      id: type.id,
      title: availability.typeTitle[type.id],
      rules: estimateRules(type.id, lang),
      taxNote: touristTaxIn(lang, type.id).estimateNote,
    })),
    prices: { depositEuros: stays.depositEuros },
    replyDelay: stays.requestReplyHours === undefined ? '' : ` ${plural(lang, stays.requestReplyHours, words.delay)}`,
    languageNames: languageNamesIn[lang],
    privacy: privacyNoticeIn(lang, 'stay'),
    contact: { email, telHref, phoneDisplay: phoneDisplayIn(lang) },
    dinner: stayDinnerKit(lang),
  };
}

/** Dinner on arrival in one language: its own words, the table request's, and the restaurant's services and slots (lib/restaurant-services.ts). */
function stayDinnerKit(lang: Lang): StayDinnerKit {
  const table = reservationWords[lang];
  return {
    words: stayDinnerWords[lang],
    table: {
      date: table.mailto.labels.date,
      heure: table.labels.heure,
      personnes: table.labels.personnes,
      heureRequired: table.messages.heureRequired,
      personnesRequired: table.messages.personnesRequired,
      personnesInvalid: table.messages.personnesInvalid,
      personnesMin: table.messages.personnesMin,
      line: table.mailto.line,
    },
    services: restaurantServicesWith(),
    slots: restaurantServicesWith().slots.map((slot) => ({ value: slot, label: timeSlotLabel(lang, slot) })),
  };
}
