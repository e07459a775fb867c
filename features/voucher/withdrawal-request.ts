// The voucher's online withdrawal (C. conso L221-21, the « withdrawal function » of Directive (EU)
// 2023/2673, in force since 19 June 2026): a buyer who ordered a voucher through the site withdraws
// through it too, giving only what identifies the contract (name, e-mail, which voucher), then
// confirming. Sent as the voucher request is, through its template (nothing goes to the address typed:
// the owner acknowledges receipt by e-mail, the page shows the statement with its date and time, and
// the buyer keeps a copy from their own mail app). Pure, for the browser and tests.
import { fill, formatDay, formatTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { clampText, mailtoOf, visitorText } from '@/lib/mailto';
import { parisTime } from '@/lib/opening-status';
import { isEmailAddress } from '@/lib/request-fields';
import type { RequestFailureWords } from '@/components/request-sending';
import type { PrivacyNotice } from '@/config/request-privacy';

export const withdrawalFields = ['nom', 'email', 'reference'] as const;
export type WithdrawalField = (typeof withdrawalFields)[number];
export type WithdrawalValues = Record<WithdrawalField, string>;
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

/** Longest text each field takes, so that a statement always fits in an e-mail. */
export const withdrawalMaxLengths: Readonly<Record<WithdrawalField, number>> = { nom: 120, email: 254, reference: 200 };

export const emptyWithdrawalValues = (): WithdrawalValues => ({ nom: '', email: '', reference: '' });

/** The words of the withdrawal, in one language (voucher-words.ts): the function's, the statement's and its refusals'. */
export interface WithdrawalWords {
  /** The link that opens the function: « Renoncer au contrat ici ». */
  readonly open: string;
  readonly intro: string;
  readonly labels: Readonly<Record<WithdrawalField, string>>;
  readonly referenceHint: string;
  /** The second step's button: « Confirmer la rétractation ». */
  readonly confirm: string;
  readonly messages: {
    readonly nomRequired: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly referenceRequired: string;
  };
  /** "{reference}": the declaration itself, as the model form words it. */
  readonly statement: string;
  /** "{label}", "{value}": a line of the statement under it. */
  readonly line: string;
  /** The line of its date and time: "{date}", "{time}". */
  readonly sentAt: string;
  readonly sentAtLabel: string;
  readonly subject: string;
  /** "{date}", "{time}", "{email}": on the page once sent. */
  readonly sent: string;
  readonly copyLink: string;
}

/** What the withdrawal's script is handed, in the page's language, with the French words for the owner's e-mail. */
export interface WithdrawalSetup {
  readonly lang: Lang;
  readonly words: WithdrawalWords;
  readonly frenchWords: WithdrawalWords;
  /** The page's language as the owner's e-mail names it (« néerlandais »). */
  readonly languageName: string;
  readonly form: RequestFailureWords & { readonly honeypotLabel: string; readonly requiredLegend: string; readonly sending: string };
  readonly privacy: PrivacyNotice;
  readonly contact: { readonly email: string | undefined; readonly telHref: string | undefined; readonly phoneDisplay: string | undefined };
}

/** The values as sent: surrounding spaces and invisible controls removed, each within its length. */
export function trimWithdrawalValues(values: WithdrawalValues): WithdrawalValues {
  return {
    nom: clampText(visitorText(values.nom).trim(), withdrawalMaxLengths.nom),
    email: clampText(visitorText(values.email).trim(), withdrawalMaxLengths.email),
    reference: clampText(visitorText(values.reference).trim(), withdrawalMaxLengths.reference),
  };
}

/** Each refusal names its field, in the page's language; an empty result lets the statement go. */
export function checkWithdrawal(values: WithdrawalValues, words: Pick<WithdrawalWords, 'messages'>): WithdrawalErrors {
  const trimmed = trimWithdrawalValues(values);
  const errors: WithdrawalErrors = {};
  if (!trimmed.nom) errors.nom = words.messages.nomRequired;
  if (!trimmed.email) errors.email = words.messages.emailRequired;
  else if (!isEmailAddress(trimmed.email)) errors.email = words.messages.emailInvalid;
  if (!trimmed.reference) errors.reference = words.messages.referenceRequired;
  return errors;
}

export const firstWithdrawalError = (errors: WithdrawalErrors): WithdrawalField | undefined =>
  withdrawalFields.find((field) => errors[field]);

/** When the buyer confirmed, in Paris time and in `lang`: « mardi 1 décembre 2026 », « 14h05 ». */
export function withdrawalMoment(lang: Lang, at: Date): { readonly date: string; readonly time: string } {
  const { day, minutes } = parisTime(at);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // Paris's day and clock, not the browser's: the owner's receipt and the buyer's page say the same moment.
  return { date: formatDay(lang, day, true), time: formatTime(lang, clock) };
}

/** The statement with its lines: the declaration, who, which voucher, when. */
export function withdrawalStatement(values: WithdrawalValues, words: WithdrawalWords, moment: { date: string; time: string }): string {
  return [
    fill(words.statement, { reference: values.reference }),
    '',
    fill(words.line, { label: words.labels.nom, value: values.nom }),
    fill(words.line, { label: words.labels.email, value: values.email }),
    fill(words.line, { label: words.sentAtLabel, value: fill(words.sentAt, moment) }),
  ].join('\n');
}

/**
 * The voucher template's variables for a withdrawal (French, for the owner): `demande` heads the
 * e-mail, `message` holds the statement as the buyer confirmed it, the voucher's own fields stay empty.
 */
export function withdrawalTemplateParams(
  values: WithdrawalValues,
  french: WithdrawalWords,
  at: Date,
  languageName: string,
): Record<string, string> {
  return {
    demande: french.subject,
    subject: `${french.subject} – ${values.nom} (${languageName})`,
    bon: french.subject,
    valeur: values.reference,
    beneficiaire: '',
    message: withdrawalStatement(values, french, withdrawalMoment('fr', at)),
    livraison: '',
    adresse: '',
    nom: values.nom,
    email: values.email,
    telephone: '',
    langue: languageName,
  };
}

/** The statement as a prepared e-mail in the page's language: to the owner when sending fails, or to the buyer as their copy. */
export function withdrawalMailtoHref(values: WithdrawalValues, words: WithdrawalWords, lang: Lang, at: Date, to: string): string {
  return mailtoOf(to, `${words.subject} – ${values.nom}`, withdrawalStatement(values, words, withdrawalMoment(lang, at)));
}
