// The gift voucher's terms and its right of withdrawal as sentences in a language, from the owner's
// choices (content/data/voucher.json) and the facts they depend on, handed in: the seasons' names, the
// taxe de séjour's regime, the issuer's identity and contact. Each sentence waits for every fact it
// states (a preview may lack one; check:publish refuses to publish meanwhile). Pure: the page, the
// confirmation after sending, the visitor's copy and the voucher's PDF read it alike.
import { withdrawalWords } from './withdrawal-words';
import type { Given } from '@/content/given-facts';
import type { VoucherData } from '@/content/schema/voucher';
import { frenchCompany } from '@/lib/i18n/company-name';
import { fill, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { voucherTermsWords, type WithdrawalFormWords } from './voucher-terms-words';
import { voucherWords } from './voucher-words';

/** Who issues the voucher, as the legal notice gives it (each undefined until given). */
export interface VoucherIssuer {
  readonly company: string | undefined;
  readonly form: string | undefined;
  /** The share capital as the language writes an amount. */
  readonly capital: string | undefined;
  readonly siren: string | undefined;
  /** "1 rue du Lac, 39000 Ville". */
  readonly address: string | undefined;
  readonly email: string | undefined;
}

/** What the terms depend on besides the owner's choices. */
export interface VoucherTermsContext {
  /** The owner's seasons in the page's language, as written inside a sentence, by id. */
  readonly seasonNames: Readonly<Record<string, string>>;
  /** Whether the guest pays a taxe de séjour on top: false where every unit's commune takes it at a flat rate from the venue. */
  readonly touristTaxAdded: boolean;
  readonly issuer: VoucherIssuer;
}

const listIn = (lang: Lang, items: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(intlLocales[lang], { type }).format(items);

/** The issuer in one line, as the terms and the model form name it; undefined until each fact is given. */
export function issuerLine(lang: Lang, issuer: VoucherIssuer): string | undefined {
  const { company, form, capital, siren, address } = issuer;
  if (!company || !form || !capital || !siren || !address) return undefined;
  const words = voucherTermsWords[lang];
  return fill(words.issuer, { siren, address, seller: words.seller(company, form, capital) });
}

/** The voucher's terms in `lang`, in the order a buyer reads them: payment, validity, what a stay covers, use, transfer, refund, availability, issuer. */
export function voucherTerms(lang: Lang, facts: Given<VoucherData>, context: VoucherTermsContext): string[] {
  const words = voucherWords[lang];
  const terms = voucherTermsWords[lang];
  const { paymentMethods, validityMonths, staySeasons, partialUse, transferable } = facts;
  const seasons = staySeasons?.map((id) => context.seasonNames[id]).filter((name): name is string => name !== undefined);
  const allSeasons =
    staySeasons !== undefined && Object.keys(context.seasonNames).every((id) => staySeasons.includes(id as (typeof staySeasons)[number]));
  const issuer = issuerLine(lang, context.issuer);
  return [
    ...(paymentMethods === undefined
      ? []
      : [
          fill(words.payment, {
            methods: listIn(
              lang,
              paymentMethods.map((id) => words.methods[id]),
              'disjunction',
            ),
          }),
        ]),
    ...(validityMonths === undefined
      ? []
      : [`${fill(words.validity, { months: plural(lang, validityMonths, words.months) })} ${terms.expiry}`]),
    terms.stayCovers,
    ...(seasons === undefined
      ? []
      : [
          allSeasons ? terms.stayAnySeason : fill(terms.staySeasons, { seasons: listIn(lang, seasons.map(terms.seasonIn), 'conjunction') }),
        ]),
    context.touristTaxAdded ? terms.stayExcludes : terms.stayExcludesNoTax,
    ...(partialUse === undefined ? [] : [partialUse ? terms.partialUse : terms.singleUse]),
    ...(transferable === undefined ? [] : [transferable ? terms.transferable : terms.personal]),
    terms.noRefund,
    terms.availability,
    ...(issuer === undefined ? [] : [issuer]),
  ];
}

/** The right of withdrawal in a language: its paragraphs and the model form addressed to the issuer. */
export interface Withdrawal {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** The paragraph of the online withdrawal, with the page's address (for documents away from the page)… */
  readonly online: string;
  /** …and as the page itself says it, its button just under (« …avec le bouton « Renoncer au contrat ici » ci-dessous »). */
  readonly onlineHere: string;
  readonly form: Omit<WithdrawalFormWords, 'to'> & { readonly to: string };
  /** In one sentence, pointing to the page's section ("{url}" filled). */
  readonly short: string;
}

/**
 * The right of withdrawal of a voucher bought at a distance (L221-18 to L221-25), with the model
 * form (R221-1) filled with the issuer's name, address and e-mail; undefined until the name, the
 * address and the e-mail are given (each is needed to publish), for a withdrawal needs somewhere to go.
 */
export function withdrawalIn(lang: Lang, issuer: VoucherIssuer, url: string): Withdrawal | undefined {
  const { company, form, address, email } = issuer;
  if (!company || !address || !email) return undefined;
  const words = voucherTermsWords[lang];
  const postal = `${company}, ${address}`;
  // In French, « par courrier à la SARL Les Chalets du lac, … » ({postalTo}), and the model form's « À l’attention de la SARL … »
  // (the French reader, round D: not « de SARL … »); the other languages name the company alone.
  const postalTo = `${frenchCompany(company, form)}, ${address}`;
  // The page says « ci-dessous » beside the button (onlineHere); a document away from it gives the page's address.
  const online = fill(words.withdrawalOnline, { button: withdrawalWords[lang].open, url });
  return {
    title: words.withdrawalTitle,
    paragraphs: [
      words.withdrawalRight,
      fill(words.withdrawalHow, { email, postal, postalTo }),
      online,
      words.withdrawalRefund,
      words.withdrawalUsed,
    ],
    online,
    onlineHere: fill(words.withdrawalOnlineHere, { button: withdrawalWords[lang].open }),
    form: { ...words.form, to: fill(words.form.to, { issuer: `${lang === 'fr' ? postalTo : postal}, ${email}` }) },
    short: fill(words.withdrawalShort, { url }),
  };
}
