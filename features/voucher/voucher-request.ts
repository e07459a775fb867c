// The gift voucher request's rules, in no language: its fields' bounds (the fields: voucher-fields.ts), what refuses it before sending (each
// refusal naming its field, in the page's language), the owner's e-mail's variables (French) and the
// prepared e-mail when sending fails (the page's language). Nothing goes to the address the visitor
// typed (issue 50): the page confirms, and offers a copy from the visitor's own mail app. Pure, for the
// browser and tests.
import { fill, plural, uncapitalize } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { clampText, longestFitting, mailtoMaxLength, mailtoOf, visitorText } from '@/lib/mailto';
import { isEmailAddress, isPhoneNumber } from '@/lib/request-fields';
import { ownerVoucherHeading, ownerVoucherSubjectPrefix, voucherFields, voucherLimits, type VoucherField } from './voucher-fields';

export { voucherLimits };
import type { VoucherMessages, VoucherSummaryWords } from './voucher-words';
import type { ReservationMessages } from '@/features/restaurant/restaurant-words';

export type VoucherValues = Record<VoucherField, string>;
export type VoucherErrors = Partial<Record<VoucherField, string>>;

export const voucherKinds = ['montant', 'sejour'] as const;
export type VoucherKind = (typeof voucherKinds)[number];
export const voucherDeliveries = ['email', 'courrier'] as const;
export type VoucherDelivery = (typeof voucherDeliveries)[number];

/** Longest text each field takes, so that a request always fits in an e-mail. */
export const voucherMaxLengths: Readonly<Record<VoucherField, number>> = {
  kind: 10,
  montant: 5,
  hebergement: 40,
  nuits: 2,
  nom: 120,
  email: 254,
  telephone: 25,
  beneficiaire: 120,
  message: 300,
  livraison: 10,
  adresse: 300,
};

export function emptyVoucherValues(firstUnit: string): VoucherValues {
  return {
    kind: 'montant',
    montant: '',
    hebergement: firstUnit,
    nuits: '1',
    nom: '',
    email: '',
    telephone: '',
    beneficiaire: '',
    message: '',
    livraison: 'email',
    adresse: '',
  };
}

export function clampVoucherValue(field: VoucherField, value: string): string {
  return clampText(value, voucherMaxLengths[field]);
}

/** The values as sent: surrounding spaces and invisible controls removed, line breaks kept in the message and the postal address alone, no half emoji. */
export function trimVoucherValues(values: VoucherValues): VoucherValues {
  const trimmed = { ...values };
  for (const field of voucherFields) trimmed[field] = visitorText(values[field], field === 'message' || field === 'adresse').trim();
  return trimmed;
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** What the checks need in the page's language: one refusal per field, the e-mail's and the phone's the table request's. */
export type VoucherCheckMessages = VoucherMessages &
  Pick<ReservationMessages, 'emailRequired' | 'emailInvalid' | 'telephoneRequired' | 'telephoneInvalid'>;

/** Every refusal, on the field it names; empty when the request can go. Only the fields of the chosen kind and delivery are checked. */
export function checkVoucher(values: VoucherValues, messages: VoucherCheckMessages, units: readonly string[]): VoucherErrors {
  const errors: VoucherErrors = {};
  const given = (field: VoucherField, refusal: string) => {
    if (!values[field].trim()) errors[field] = refusal;
    return Boolean(values[field].trim());
  };
  if (values.kind === 'sejour') {
    if (!units.includes(values.hebergement)) errors.hebergement = messages.hebergementRequired;
    const nights = whole(values.nuits);
    if (given('nuits', messages.nuitsRequired) && !(nights >= 1 && nights <= voucherLimits.maxNights))
      errors.nuits = fill(messages.nuitsInvalid, { max: voucherLimits.maxNights });
  } else {
    const euros = whole(values.montant);
    if (given('montant', messages.montantRequired) && !(euros >= voucherLimits.minEuros && euros <= voucherLimits.maxEuros))
      errors.montant = messages.montantInvalid;
  }
  given('nom', messages.nomRequired);
  if (given('email', messages.emailRequired) && !isEmailAddress(values.email)) errors.email = messages.emailInvalid;
  if (given('telephone', messages.telephoneRequired) && !isPhoneNumber(values.telephone)) errors.telephone = messages.telephoneInvalid;
  given('beneficiaire', messages.beneficiaireRequired);
  if (values.livraison === 'courrier') given('adresse', messages.adresseRequired);
  return errors;
}

export function firstVoucherError(errors: VoucherErrors): VoucherField | undefined {
  return voucherFields.find((field) => errors[field] !== undefined);
}

/** What the summary needs besides its words: each unit type's title in the same language, and how euros are written. */
export interface VoucherSummaryContext {
  readonly lang: Lang;
  readonly words: VoucherSummaryWords;
  readonly unitTitles: Readonly<Record<string, string>>;
  readonly euros: (amount: number) => string;
}

/** "100 €", or "La grande cabane, 2 nuits": the voucher as the e-mails name it. */
export function voucherValue(values: VoucherValues, context: VoucherSummaryContext): string {
  if (values.kind === 'sejour') {
    const title = context.unitTitles[values.hebergement] ?? values.hebergement;
    return `${title}, ${plural(context.lang, Number(values.nuits), context.words.nights)}`;
  }
  return context.euros(Number(values.montant));
}

/** The request's lines, as the owner's and the prepared e-mail write them. */
export function voucherLines(values: VoucherValues, context: VoucherSummaryContext): string[] {
  const { words } = context;
  const line = (field: VoucherField, value: string) => fill(words.line, { label: words.labels[field], value });
  const kind = values.kind === 'sejour' ? 'sejour' : 'montant';
  const delivery = values.livraison === 'courrier' ? 'courrier' : 'email';
  const labelled = (label: string, value: string) => fill(words.line, { label, value });
  return [
    labelled(words.lineLabels[kind], voucherValue(values, context)),
    line('beneficiaire', values.beneficiaire),
    ...(values.message ? [line('message', values.message)] : []),
    // The choice heads its option in the form (« Per E-Mail »); after the label's colon it goes on in lower case,
    // as each language writes it: « Envoi : par e-mail », "Delivery: by email", « Versand: per E-Mail ».
    line('livraison', uncapitalize(words.deliveries[delivery])),
    ...(delivery === 'courrier' ? [line('adresse', values.adresse)] : []),
    '',
    // The buyer's own details, as the buyer signs them (« Nom : … », not the form's « Votre nom »).
    labelled(words.lineLabels.nom, values.nom),
    labelled(words.lineLabels.telephone, values.telephone),
    labelled(words.lineLabels.email, values.email),
  ];
}

/** "Demande de bon cadeau – Marie Dupont": an en dash between the prefix and the name (issue 48). */
export function voucherSubject(prefix: string, name: string): string {
  return name.trim() ? `${prefix} – ${name.trim()}` : prefix;
}

/**
 * The template's variables (docs/emailjs-bon-cadeau.html), in French from `french`, with everything
 * the visitor typed. The template sends nothing to the visitor (no auto-reply, issue 50).
 */
export function voucherTemplateParams(values: VoucherValues, french: VoucherSummaryContext, languageName: string): Record<string, string> {
  const kind = values.kind === 'sejour' ? 'sejour' : 'montant';
  const delivery = values.livraison === 'courrier' ? 'courrier' : 'email';
  return {
    demande: ownerVoucherHeading,
    subject: `${voucherSubject(ownerVoucherSubjectPrefix, values.nom)} (${languageName})`,
    bon: french.words.kinds[kind],
    valeur: voucherValue(values, french),
    beneficiaire: values.beneficiaire,
    message: values.message,
    livraison: french.words.deliveries[delivery],
    adresse: delivery === 'courrier' ? values.adresse : '',
    nom: values.nom,
    email: values.email,
    telephone: values.telephone,
    langue: languageName,
  };
}

/**
 * The request as a prepared e-mail in the page's language: to the owner when sending fails, or to the
 * visitor as their copy once sent, which ends with `after` (the right of withdrawal). A long message is
 * shortened to fit, saying so.
 */
export function voucherMailtoHref(
  values: VoucherValues,
  context: VoucherSummaryContext,
  mailto: {
    readonly subjectPrefix: string;
    readonly intro: string;
    readonly closing: string;
    readonly greeting: string;
    readonly truncated: string;
  },
  to: string,
  after: readonly string[] = [],
): string {
  const subject = voucherSubject(mailto.subjectPrefix, values.nom);
  const body = (message: string) =>
    [
      mailto.greeting,
      '',
      mailto.intro,
      '',
      ...voucherLines({ ...values, message }, context),
      '',
      mailto.closing,
      ...after.flatMap((line) => ['', line]),
    ].join('\n');
  const chosen = longestFitting(
    values.message,
    (message, shortened) => mailtoOf(to, subject, body(shortened ? `${message}… ${mailto.truncated}` : message)).length <= mailtoMaxLength,
  );
  return mailtoOf(to, subject, body(chosen.shortened ? `${chosen.kept}… ${mailto.truncated}` : chosen.kept));
}
