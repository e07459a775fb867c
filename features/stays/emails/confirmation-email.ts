// The model e-mail the owner sends a family to confirm its stay, in the family's language: the contract
// confirmed on a durable medium (Code de la consommation L221-13), with what the law asks it to hold
// (L111-1, R111-1): who the venue is, the stay, the extras chosen, its total with the taxe de séjour
// (none under the commune's flat rate), the advance and what it does on cancellation, the balance, the
// security deposit, the cancellation terms, the right of withdrawal that does not apply, how a
// complaint is handled and the mediator; for a furnished let, the unit's registration number
// (Code du tourisme L324-1-1) and its état descriptif (L324-2: the unit's facts and equipment); in a
// translation, that the French version prevails. The venue's facts come from the data (the booking
// terms as the stays page shows them, the legal notice's identity, the hours, each unit's facts);
// what belongs to one booking stays a [bracketed] blank the owner fills in. Written at every build as
// public/admin/confirmation-sejour-<lang>.txt, and for each unit confirmation-sejour-<unit>-<lang>.txt
// with its number and description filled in (scripts/editor).
import type { Lang, Translated } from '@/lib/i18n/languages';
import { companyWithCapital, nameSaysForm } from '@/lib/i18n/company-name';
import { addressLines, email, phoneDisplayIn } from '@/config/contact';
import { publisher } from '@/config/legal';
import { absoluteUrl } from '@/config/page-metadata';
import { shareCapitalIn } from '@/features/legal/legal-words';
import { whenGiven } from '@/content/given-facts';
import { isCabinTypeId } from '@/content/unit-types';
import { inGermanSentence, inSentence } from '@/features/stays/pricing/stay-price';
import { bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { cabinsIn, chaletSectionIn, stayConditionsIn } from '@/features/stays/units/accommodations-content';
import { availabilityWords } from '@/features/stays/availability-words';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import {
  compulsoryChargesIn,
  priceIncludesIn,
  registrationItemsOf,
  semicolonList,
  touristTaxRuleOf,
} from '@/features/stays/pricing/stay-price';
import { offeredUnitTypes, unitsOf, type UnitTypeId } from '@/features/stays/stays';
import { unitFactItemsOf } from '@/features/stays/units/unit-facts';

interface ConfirmationWords {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly unit: string;
  readonly arrival: (hours: string) => string;
  readonly departure: (hours: string) => string;
  readonly party: string;
  readonly stayPrice: string;
  /** The optional extras the family chose, with their price: a blank. */
  readonly extras: string;
  /** "{charges}": the compulsory charges already in the price, from the data. */
  readonly compulsory: string;
  readonly touristTax: string;
  readonly total: string;
  /** The total under the commune's flat rate: no tax added. */
  readonly totalNoTax: string;
  /** The unit's registration number, as a blank while the model is not a unit's own. */
  readonly registrationBlank: string;
  /** The état descriptif (C. tourisme L324-2). */
  readonly descriptionTitle: string;
  /** "{count}". */
  readonly capacity: string;
  readonly equipment: string;
  /** In the model that is no unit's own: where each unit's description is. */
  readonly descriptionBlank: string;
  /** In a translation: the French version prevails; null in French. */
  readonly prevails: string | null;
  readonly paid: string;
  readonly venueTitle: string;
  /** The company, its legal form and capital (C. com. R123-238). */
  readonly company: (name: string, form: string, capital: string) => string;
  /** The unit's label before its name, in a unit's own model. */
  readonly unitLabel: string;
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
    subject: 'Objet\u00a0: Confirmation de votre séjour aux Chalets du lac du [date d’arrivée] au [date de départ]',
    greeting: 'Bonjour [prénom],',
    intro: 'Nous avons le plaisir de confirmer votre réservation\u00a0:',
    unit: 'Hébergement\u00a0: [nom de l’hébergement]',
    arrival: (hours) => `Arrivée\u00a0: le [date d’arrivée], ${hours}`,
    departure: (hours) => `Départ\u00a0: le [date de départ], ${hours}`,
    party: 'Personnes\u00a0: [nombre] adulte(s) et [nombre] enfant(s)\u00a0; animaux\u00a0: [nombre]',
    stayPrice: 'Prix du séjour\u00a0: [montant] €',
    extras: 'Suppléments choisis\u00a0: [suppléments et leur prix, ou «\u00a0aucun\u00a0»]',
    compulsory: 'Frais obligatoires compris dans ce prix\u00a0: {charges}',
    touristTax: 'Taxe de séjour\u00a0: [montant] €',
    total: 'Total, taxe de séjour comprise\u00a0: [montant] €',
    totalNoTax: 'Total\u00a0: [montant] € (pas de taxe de séjour à payer en plus\u00a0: la commune la perçoit au forfait auprès de nous)',
    registrationBlank: 'Numéro d’enregistrement\u00a0: [numéro de l’hébergement]',
    descriptionTitle: 'État descriptif de l’hébergement',
    capacity: 'Jusqu’à {count} personnes',
    equipment: 'Équipements',
    descriptionBlank: '[état descriptif de l’hébergement\u00a0: copiez-le de son modèle]',
    prevails: null,
    paid: 'Déjà reçu\u00a0: [montant] € le [date], par [moyen de paiement]',
    venueTitle: 'Qui nous sommes',
    // Its form said once: « SARL Les Chalets du lac, au capital de 10 000 € ».
    company: (name, form, capital) =>
      nameSaysForm(name, form) ? `${name}, au capital de ${capital}` : `${name}, ${form} au capital de ${capital}`,
    unitLabel: 'Hébergement',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Téléphone\u00a0: ${phone}\u00a0; e-mail\u00a0: ${mail}`,
    keep: 'Gardez ce message\u00a0: il confirme votre réservation et ses conditions.',
    closing: 'À bientôt au bord du lac,',
    signature: '[votre prénom], pour Les Chalets du lac',
    lead: (label) => `${label}\u00a0:`,
  },
  en: {
    subject: 'Subject: Your stay at Les Chalets du lac from [arrival date] to [departure date] is confirmed',
    greeting: 'Hello [first name],',
    intro: 'We’re happy to confirm your booking:',
    unit: 'Accommodation: [name of the accommodation]',
    arrival: (hours) => `Arrival: [arrival date], ${hours}`,
    departure: (hours) => `Departure: [departure date], ${hours}`,
    party: 'Guests: [number] adult(s) and [number] child(ren); pets: [number]',
    stayPrice: 'Price of the stay: €[amount]',
    extras: 'Extras chosen: [extras and their price, or ‘none’]',
    compulsory: 'Compulsory charges included in this price: {charges}',
    touristTax: 'Tourist tax: €[amount]',
    total: 'Total, tourist tax included: €[amount]',
    totalNoTax: 'Total: €[amount] (no tourist tax to pay on top: the local council charges it to us at a flat rate)',
    registrationBlank: 'Registration number: [number of the accommodation]',
    descriptionTitle: 'Description of the accommodation',
    capacity: 'Sleeps up to {count}',
    equipment: 'Facilities',
    descriptionBlank: '[description of the accommodation: copy it from the model for this accommodation]',
    prevails: 'This translation is provided for convenience; the French version of this confirmation prevails.',
    paid: 'Already received: €[amount] on [date], by [payment method]',
    venueTitle: 'Who we are',
    company: (name, form, capital) => companyWithCapital(name, form, capital, 'share capital'),
    unitLabel: 'Accommodation',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Phone: ${phone}; email: ${mail}`,
    keep: 'Please keep this email: it confirms your booking and its terms.',
    closing: 'See you soon by the lake,',
    signature: '[your first name]\nLes Chalets du lac',
    lead: (label) => `${label}:`,
  },
  nl: {
    subject: 'Onderwerp: Bevestiging van je verblijf bij Les Chalets du lac van [aankomstdatum] tot [vertrekdatum]',
    greeting: 'Hallo [voornaam],',
    intro: 'Hierbij bevestigen we graag je boeking:',
    unit: 'Accommodatie: [naam van de accommodatie]',
    arrival: (hours) => `Aankomst: [aankomstdatum], ${hours}`,
    departure: (hours) => `Vertrek: [vertrekdatum], ${hours}`,
    party: 'Personen: [aantal] volwassene(n) en [aantal] kind(eren); huisdieren: [aantal]',
    stayPrice: 'Prijs van het verblijf: € [bedrag]',
    extras: 'Gekozen extra’s: [extra’s en hun prijs, of ‘geen’]',
    compulsory: 'Verplichte kosten, inbegrepen in deze prijs: {charges}',
    touristTax: 'Toeristenbelasting: € [bedrag]',
    total: 'Totaal, inclusief toeristenbelasting: € [bedrag]',
    totalNoTax: 'Totaal: € [bedrag] (geen toeristenbelasting bovenop de prijs: de gemeente int die als vast bedrag bij ons)',
    registrationBlank: 'Registratienummer: [nummer van de accommodatie]',
    descriptionTitle: 'Beschrijving van de accommodatie',
    capacity: 'Maximaal {count} personen',
    equipment: 'Voorzieningen',
    descriptionBlank: '[beschrijving van de accommodatie: neem die over uit het model van deze accommodatie]',
    prevails: 'Deze vertaling is er voor het gemak; de Franse versie van deze bevestiging is bepalend.',
    paid: 'Al ontvangen: € [bedrag] op [datum], via [betaalmethode]',
    venueTitle: 'Wie we zijn',
    company: (name, form, capital) => companyWithCapital(name, form, capital, 'geplaatst kapitaal'),
    unitLabel: 'Accommodatie',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Telefoon: ${phone}; e-mail: ${mail}`,
    keep: 'Bewaar deze e-mail goed: hierin staan de bevestiging van je boeking en de voorwaarden.',
    closing: 'Tot snel aan het meer,',
    signature: '[je voornaam]\nLes Chalets du lac',
    lead: (label) => `${label}:`,
  },
  de: {
    subject: 'Betreff: Bestätigung Ihres Aufenthalts bei Les Chalets du lac vom [Anreisedatum] bis [Abreisedatum]',
    greeting: 'Guten Tag [Frau/Herr Nachname],',
    intro: 'gerne bestätigen wir Ihre Buchung:',
    unit: 'Unterkunft: [Name der Unterkunft]',
    arrival: (hours) => `Anreise: [Anreisedatum], ${hours}`,
    departure: (hours) => `Abreise: [Abreisedatum], ${hours}`,
    party: 'Personen: [Anzahl] Erwachsene und [Anzahl] Kinder; Haustiere: [Anzahl]',
    stayPrice: 'Preis des Aufenthalts: [Betrag] €',
    extras: 'Gewählte Zusatzleistungen: [Leistungen und Preis oder „keine“]',
    compulsory: 'Im Preis enthaltene obligatorische Nebenkosten: {charges}',
    touristTax: 'Kurtaxe: [Betrag] €',
    total: 'Gesamtbetrag inklusive Kurtaxe: [Betrag] €',
    totalNoTax: 'Gesamtbetrag: [Betrag] € (keine zusätzliche Kurtaxe: Die Gemeinde erhebt sie pauschal bei uns)',
    registrationBlank: 'Registriernummer: [Nummer der Unterkunft]',
    descriptionTitle: 'Beschreibung der Unterkunft',
    capacity: 'Bis zu {count} Personen',
    equipment: 'Ausstattung',
    descriptionBlank: '[Beschreibung der Unterkunft: aus der Vorlage dieser Unterkunft übernehmen]',
    prevails: 'Diese Übersetzung dient nur der Information; maßgeblich ist die französische Fassung dieser Bestätigung.',
    paid: 'Bereits erhalten: [Betrag] € am [Datum], per [Zahlungsart]',
    venueTitle: 'Wer wir sind',
    company: (name, form, capital) => companyWithCapital(name, form, capital, 'Stammkapital'),
    unitLabel: 'Unterkunft',
    registration: (siren, rcs) => `SIREN ${siren}, ${rcs}`,
    contactLine: (phone, mail) => `Telefon: ${phone}; E-Mail: ${mail}`,
    keep: 'Bitte bewahren Sie diese E-Mail auf, denn sie bestätigt Ihre Buchung und deren Bedingungen.',
    closing: 'Wir freuen uns auf Sie am See.',
    // A German letter signs with the name, then the house on a line of its own.
    signature: 'Mit freundlichen Grüßen\n[Ihr Vorname]\nLes Chalets du lac',
    lead: (label) => `${label}:`,
  },
};

/** One unit as its own model names it: its name and type, its registration number and its état descriptif. */
export interface ConfirmationUnit {
  readonly id: string;
  readonly typeId: UnitTypeId;
  /** « Chalet des Saules (Les chalets) ». */
  readonly name: string;
  readonly registration: string | undefined;
  /** The état descriptif's lines (C. tourisme L324-2): capacity, equipment, the unit's facts, what the price includes. */
  readonly description: readonly string[];
  /** The compulsory charges by stay or by person of its type, as said beside its price (« Ménage de fin de séjour 40€ par séjour »). */
  readonly charges: readonly string[];
  /** Whether the guest pays the taxe de séjour on top (not under the commune's flat rate). */
  readonly touristTaxAdded: boolean;
}

/** Every unit of the offered types, in a language, as its model confirmation names and describes it. */
export function confirmationUnitsIn(lang: Lang): ConfirmationUnit[] {
  const text = words[lang];
  const cabins = cabinsIn(lang);
  const chalets = chaletSectionIn(lang);
  return offeredUnitTypes.flatMap((type) =>
    unitsOf(type).map((unit) => {
      const equipment = isCabinTypeId(type.id) ? (cabins.find((cabin) => cabin.id === type.id)?.equipements ?? []) : chalets.equipment;
      const includes = priceIncludesIn(lang, type.id);
      const facts = unitFactItemsOf(lang, type.id, unit.id) ?? [];
      return {
        id: unit.id,
        typeId: type.id,
        name: unitNameIn(lang, unit.name, type.id),
        registration: registrationItemsOf(lang, [unit]).map((item) => text.lead(item.label) + ' ' + item.value)[0],
        description: [
          text.capacity.replace('{count}', String(type.capacity)),
          ...(equipment.length > 0 ? [`${text.lead(text.equipment)} ${semicolonList(lang, equipment)}`] : []),
          ...facts.map((item) => `${text.lead(item.label)} ${lang === 'fr' ? inSentence(item.value) : item.value}`),
          ...(includes ? [`${text.lead(includes.label)} ${includes.value}`] : []),
        ],
        charges: compulsoryChargesIn(lang, type.id).map((charge) => charge.replace(/^\+\s*/, '')),
        touristTaxAdded: touristTaxRuleOf(type.id)?.kind !== 'forfait',
      };
    }),
  );
}

/**
 * The model confirmation e-mail in `lang`, as plain text the owner copies into a reply and completes:
 * a unit's own, with its name, number and description filled in, or, without one, the model with
 * those as blanks (a stay of a unit not listed yet, or of two units).
 */
/** The articles a unit type's phrase opens with, in the four languages (« un chalet », "the large treehouse", « das große Baumhaus »). */
const leadingArticle = /^(?:un|une|le|la|l’|a|an|the|een|de|het|ein|eine|das|der|die)\s+/iu;

/**
 * One unit named by its own title, its type in brackets where the name does not say it: « Grande cabane
 * (the large treehouse) », but « Chalet 1 », not « Chalet 1 (un chalet) » (the panels' finding), and
 * never the type's plural (issue 48). In brackets, the type's article goes on in lower case.
 */
export function unitNameWithType(name: string, typePhrase: string): string {
  const bare = typePhrase.replace(leadingArticle, '').toLocaleLowerCase();
  return name.toLocaleLowerCase().includes(bare) ? name : `${name} (${typePhrase})`;
}

/**
 * A unit's name in `lang`: a unit the owner named by its French type alone (« Petite cabane ») is named
 * as the stays page's tabs name its type (« Kleines Baumhaus », "Small treehouse", never « Petite cabane
 * (das kleine Baumhaus) », the German reader; nor « Unterkunft: Das kleine Baumhaus », the round-E one);
 * any other name is the owner's, with its type where the name does not say it.
 */
export function unitNameIn(lang: Lang, name: string, typeId: UnitTypeId): string {
  const frenchTitle = availabilityWords.fr.typeTitle[typeId].replace(leadingArticle, '');
  const title = stayRequestWords[lang].secondUnit.one[typeId] ?? availabilityWords[lang].typeTitle[typeId];
  const tabName = isCabinTypeId(typeId) ? cabinsIn(lang).find((cabin) => cabin.id === typeId)?.name : undefined;
  if (lang !== 'fr' && name.trim().toLocaleLowerCase() === frenchTitle.toLocaleLowerCase()) return tabName ?? title;
  return unitNameWithType(name, (lang === 'de' ? inGermanSentence : inSentence)(title));
}

/** Who the guest deals with, under its title: the company, its address, registration and contacts (L111-1), each line once its facts are given (all needed to publish: only a preview lacks one). */
export function venueLinesIn(lang: Lang): string[] {
  const text = words[lang];
  const lines = [
    whenGiven([publisher.companyName, publisher.legalForm, shareCapitalIn(lang)], text.company),
    addressLines.length > 0 ? addressLines.join(', ') : undefined,
    whenGiven([publisher.siren, publisher.rcs], text.registration),
    whenGiven([phoneDisplayIn(lang), email], text.contactLine),
  ].filter((line) => line !== undefined);
  // No title over nothing (a preview before the legal facts).
  return lines.length > 0 ? [text.venueTitle, ...lines] : [];
}

export function confirmationEmailIn(lang: Lang, unit?: ConfirmationUnit): string {
  const text = words[lang];
  const conditions = stayConditionsIn(lang);
  const terms = bookingTermsIn(lang);
  // French goes on in lower case after the colon: « - Arrhes ou acompte : les sommes versées… ».
  const item = (label: string, value: string) => `- ${text.lead(label)} ${lang === 'fr' ? inSentence(value) : value}`;
  const unitLine = unit ? `${text.lead(text.unitLabel)} ${unit.name}` : text.unit;
  return [
    text.subject,
    '',
    text.greeting,
    '',
    text.intro,
    `- ${unitLine}`,
    `- ${unit?.registration ?? text.registrationBlank}`,
    `- ${text.arrival(conditions.arrival.value)}`,
    `- ${text.departure(conditions.departure.value)}`,
    `- ${text.party}`,
    `- ${text.stayPrice}`,
    ...(unit && unit.charges.length > 0 ? [`- ${text.compulsory.replace('{charges}', unit.charges.join(', '))}`] : []),
    `- ${text.extras}`,
    ...(unit?.touristTaxAdded === false ? [`- ${text.totalNoTax}`] : [`- ${text.touristTax}`, `- ${text.total}`]),
    `- ${text.paid}`,
    '',
    text.descriptionTitle,
    ...(unit ? unit.description.map((line) => `- ${line}`) : [text.descriptionBlank]),
    '',
    terms.title,
    ...terms.items.map((entry) => item(entry.label, entry.value)),
    terms.noWithdrawal,
    `${text.lead(terms.cgv.label)} ${absoluteUrl(terms.cgv.href)}`,
    '',
    ...venueLinesIn(lang),
    '',
    text.keep,
    ...(text.prevails ? ['', text.prevails] : []),
    '',
    text.closing,
    text.signature,
    '',
  ].join('\n');
}

/** Where the build writes each language's model, under the editor: /admin/confirmation-sejour-fr.txt, and a unit's: /admin/confirmation-sejour-chalet-1-fr.txt. */
export const confirmationEmailFile = (lang: Lang, unitId?: string) =>
  unitId ? `confirmation-sejour-${unitId}-${lang}.txt` : `confirmation-sejour-${lang}.txt`;
