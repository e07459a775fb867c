// The model e-mail the owner sends a family to confirm its stay, in the family's language: the contract
// confirmed on a durable medium (Code de la consommation L221-13), with what the law asks it to hold
// (L111-1, R111-1): who the venue is, the stay, its total with the taxe de séjour, the advance and
// what it does on cancellation, the balance, the security deposit, the cancellation terms, the right
// of withdrawal that does not apply, how a complaint is handled and the mediator. The venue's facts
// come from the data (the booking terms as the stays page shows them, the legal notice's identity,
// the arrival and departure hours); what belongs to one booking stays a [bracketed] blank the owner
// fills in. Written at every build as public/admin/confirmation-sejour-<lang>.txt (scripts/editor).
import type { Lang, Translated } from '@/lib/i18n/languages';
import { addressLines, email, phoneDisplayIn } from '@/config/contact';
import { publisher } from '@/config/legal';
import { whenGiven } from '@/content/given-facts';
import { bookingTermsIn } from './booking-terms';
import { stayConditionsIn } from './accommodations-content';

interface ConfirmationWords {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly unit: string;
  readonly arrival: (hours: string) => string;
  readonly departure: (hours: string) => string;
  readonly party: string;
  readonly stayPrice: string;
  readonly touristTax: string;
  readonly total: string;
  readonly paid: string;
  readonly venueTitle: string;
  readonly registration: (siren: string, rcs: string) => string;
  readonly contactLine: (phone: string, email: string) => string;
  readonly keep: string;
  readonly closing: string;
  readonly signature: string;
  /** How a label meets its value: « Solde : », "Balance: ". */
  readonly lead: (label: string) => string;
}

const words: Translated<ConfirmationWords> = {
  fr: {
    subject: 'Objet : confirmation de votre séjour aux Chalets du lac du [date d’arrivée] au [date de départ]',
    greeting: 'Bonjour [prénom et nom],',
    intro: 'Nous avons le plaisir de confirmer votre réservation :',
    unit: 'Hébergement : [nom du logement]',
    arrival: (hours) => `Arrivée : le [date d’arrivée], ${hours}`,
    departure: (hours) => `Départ : le [date de départ], ${hours}`,
    party: 'Personnes : [nombre] adulte(s) et [nombre] enfant(s) ; animaux : [nombre]',
    stayPrice: 'Prix du séjour : [montant] €',
    touristTax: 'Taxe de séjour : [montant] €',
    total: 'Total, taxe de séjour comprise : [montant] €',
    paid: 'Déjà reçu : [montant] € le [date], par [moyen de paiement]',
    venueTitle: 'Qui nous sommes',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Téléphone : ${phone} ; e-mail : ${mail}`,
    keep: 'Gardez ce message : il confirme votre réservation et ses conditions.',
    closing: 'À bientôt au bord du lac,',
    signature: '[votre prénom], pour Les Chalets du lac',
    lead: (label) => `${label} :`,
  },
  en: {
    subject: 'Subject: your stay at Les Chalets du lac from [arrival date] to [departure date] is confirmed',
    greeting: 'Hello [first name and surname],',
    intro: 'We’re happy to confirm your booking:',
    unit: 'Accommodation: [name of the accommodation]',
    arrival: (hours) => `Arrival: [arrival date], ${hours}`,
    departure: (hours) => `Departure: [departure date], ${hours}`,
    party: 'Guests: [number] adult(s) and [number] child(ren); pets: [number]',
    stayPrice: 'Price of the stay: €[amount]',
    touristTax: 'Tourist tax: €[amount]',
    total: 'Total, tourist tax included: €[amount]',
    paid: 'Already received: €[amount] on [date], by [payment method]',
    venueTitle: 'Who we are',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Phone: ${phone}; email: ${mail}`,
    keep: 'Please keep this email: it confirms your booking and its terms.',
    closing: 'See you soon by the lake,',
    signature: '[your first name], for Les Chalets du lac',
    lead: (label) => `${label}:`,
  },
  nl: {
    subject: 'Onderwerp: bevestiging van je verblijf bij Les Chalets du lac van [aankomstdatum] tot [vertrekdatum]',
    greeting: 'Hallo [voornaam en achternaam],',
    intro: 'Hierbij bevestigen we graag je boeking:',
    unit: 'Accommodatie: [naam van de accommodatie]',
    arrival: (hours) => `Aankomst: [aankomstdatum], ${hours}`,
    departure: (hours) => `Vertrek: [vertrekdatum], ${hours}`,
    party: 'Personen: [aantal] volwassene(n) en [aantal] kind(eren); huisdieren: [aantal]',
    stayPrice: 'Prijs van het verblijf: € [bedrag]',
    touristTax: 'Toeristenbelasting: € [bedrag]',
    total: 'Totaal, inclusief toeristenbelasting: € [bedrag]',
    paid: 'Al ontvangen: € [bedrag] op [datum], via [betaalmethode]',
    venueTitle: 'Wie we zijn',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Telefoon: ${phone}; e-mail: ${mail}`,
    keep: 'Bewaar deze e-mail goed: hierin staan de bevestiging van je boeking en de voorwaarden.',
    closing: 'Tot snel aan het meer,',
    signature: '[je voornaam], namens Les Chalets du lac',
    lead: (label) => `${label}:`,
  },
  de: {
    subject: 'Betreff: Bestätigung Ihres Aufenthalts bei Les Chalets du lac vom [Anreisedatum] bis [Abreisedatum]',
    greeting: 'Guten Tag [Vor- und Nachname],',
    intro: 'gerne bestätigen wir Ihre Buchung:',
    unit: 'Unterkunft: [Name der Unterkunft]',
    arrival: (hours) => `Anreise: [Anreisedatum], ${hours}`,
    departure: (hours) => `Abreise: [Abreisedatum], ${hours}`,
    party: 'Personen: [Anzahl] Erwachsene und [Anzahl] Kinder; Haustiere: [Anzahl]',
    stayPrice: 'Preis des Aufenthalts: [Betrag] €',
    touristTax: 'Kurtaxe: [Betrag] €',
    total: 'Gesamtbetrag inklusive Kurtaxe: [Betrag] €',
    paid: 'Bereits erhalten: [Betrag] € am [Datum], per [Zahlungsart]',
    venueTitle: 'Wer wir sind',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Telefon: ${phone}; E-Mail: ${mail}`,
    keep: 'Bitte bewahren Sie diese E-Mail auf, denn sie bestätigt Ihre Buchung und deren Bedingungen.',
    closing: 'Wir freuen uns auf Sie am See.',
    signature: 'Mit freundlichen Grüßen\n[Ihr Vorname], für Les Chalets du lac',
    lead: (label) => `${label}:`,
  },
};

/** The model confirmation e-mail in `lang`, as plain text the owner copies into a reply and completes. */
export function confirmationEmailIn(lang: Lang): string {
  const text = words[lang];
  const conditions = stayConditionsIn(lang);
  const terms = bookingTermsIn(lang);
  const item = (label: string, value: string) => `- ${text.lead(label)} ${value}`;
  return [
    text.subject,
    '',
    text.greeting,
    '',
    text.intro,
    `- ${text.unit}`,
    `- ${text.arrival(conditions.arrival.value)}`,
    `- ${text.departure(conditions.departure.value)}`,
    `- ${text.party}`,
    `- ${text.stayPrice}`,
    `- ${text.touristTax}`,
    `- ${text.total}`,
    `- ${text.paid}`,
    '',
    terms.title,
    ...terms.items.map((entry) => item(entry.label, entry.value)),
    terms.noWithdrawal,
    '',
    text.venueTitle,
    // The venue's identity, each line once its facts are given (all needed to publish: only a preview lacks one).
    ...[
      whenGiven([publisher.companyName], (name) => `${name}, ${publisher.legalForm}`),
      addressLines.length > 0 ? addressLines.join(', ') : undefined,
      whenGiven([publisher.siren, publisher.rcs], text.registration),
      whenGiven([phoneDisplayIn(lang), email], text.contactLine),
    ].filter((line) => line !== undefined),
    '',
    text.keep,
    '',
    text.closing,
    text.signature,
    '',
  ].join('\n');
}

/** Where the build writes each language's model, under the editor: /admin/confirmation-sejour-fr.txt. */
export const confirmationEmailFile = (lang: Lang) => `confirmation-sejour-${lang}.txt`;
