import type { Given } from '@/content/given-facts';
import type { VoucherData } from '@/content/schema/voucher';
import { issuerLine, voucherTerms, withdrawalIn, type VoucherIssuer, type VoucherTermsContext } from './voucher-terms';
import { voucherTermsWords } from './voucher-terms-words';
import { voucherTermsIn, voucherWithdrawalIn } from './voucher';

/** An issuer and seasons of their own: the owner's data is no fixture. */
const issuer: VoucherIssuer = {
  company: 'SARL Essai',
  form: 'SARL',
  capital: '8 000 €',
  siren: '123 456 789',
  address: '1 rue du Test, 70000 Essai',
  email: 'essai@example.org',
};
const context: VoucherTermsContext = { seasonNames: { basse: 'basse saison', haute: 'haute saison' }, touristTaxAdded: true, issuer };
const facts: Given<VoucherData> = {
  paymentMethods: ['virement', 'cheques-vacances', 'restaurant'],
  validityMonths: 12,
  staySeasons: ['basse'],
  partialUse: true,
  transferable: true,
};

describe('the voucher terms (Code de la consommation L111-1: said before the order)', () => {
  it('say in French the payment, the validity and expiry, what a stay voucher covers and leaves out, partial use, transfer, no refund, availability and the issuer', () => {
    expect(voucherTerms('fr', facts, context)).toEqual([
      'Moyens de paiement\u00a0: virement bancaire, Chèques-Vacances ou sur place, au restaurant.',
      'Le bon est valable 12 mois à compter de sa date d’émission, indiquée sur le bon. Passé sa date de fin de validité, le bon ne peut plus servir.',
      'Un bon «\u00a0séjour\u00a0» vaut pour l’hébergement et le nombre de nuits indiqués sur le bon, frais obligatoires du séjour compris.',
      'Il est valable en basse saison (dates sur la page Hébergements).',
      'Ne sont pas compris\u00a0: les suppléments que vous choisissez, les animaux et la taxe de séjour, à régler sur place.',
      'Un bon «\u00a0montant\u00a0» peut servir en plusieurs fois, jusqu’à épuisement de sa valeur.',
      'Le bénéficiaire peut offrir le bon à quelqu’un d’autre\u00a0: il est valable pour la personne qui nous en donne le code.',
      'Passé le délai de rétractation de 14 jours, le bon n’est ni remboursé ni échangé contre de l’argent, même en partie.',
      'Le séjour se réserve selon nos disponibilités, en nous donnant le code du bon\u00a0: le bon ne bloque aucune date.',
      'Bon émis par la SARL Essai, au capital de 8 000 €, SIREN 123 456 789, 1 rue du Test, 70000 Essai.',
    ]);
  });

  it('follow the owner’s other choices: every season, one use, a personal voucher, and no tax on top under the commune’s flat rate', () => {
    // Each season with its preposition (the owner names them): « en basse saison », « pendant les vacances scolaires ».
    const french = voucherTerms(
      'fr',
      { ...facts, staySeasons: ['basse', 'moyenne', 'vacances'] },
      {
        ...context,
        seasonNames: { basse: 'Basse saison', moyenne: 'Moyenne saison', vacances: 'Vacances scolaires', haute: 'Haute saison' },
      },
    );
    expect(french).toContain(
      'Il est valable en basse saison, en moyenne saison et pendant les vacances scolaires (dates sur la page Hébergements).',
    );
    const terms = voucherTerms(
      'en',
      { ...facts, staySeasons: ['basse', 'haute'], partialUse: false, transferable: false },
      { ...context, touristTaxAdded: false },
    );
    expect(terms).toEqual(
      expect.arrayContaining([
        voucherTermsWords.en.stayAnySeason,
        voucherTermsWords.en.singleUse,
        voucherTermsWords.en.personal,
        'Not included: any extras you choose and pets, paid on site. There’s no tourist tax to pay on top.',
      ]),
    );
    expect(voucherTerms('de', facts, context)[0]).toBe(
      'Zahlungsarten: Überweisung, Chèques-Vacances (französische Urlaubsschecks) oder vor Ort im Restaurant.',
    );
    expect(voucherTerms('nl', facts, context)[1]).toBe(
      'De bon is 12 maanden geldig vanaf de datum van uitgifte, die op de bon staat. Na de einddatum kun je de bon niet meer gebruiken.',
    );
  });

  it('leave out a term whose fact is not given yet, never saying it is to come; the issuer waits for each of its facts', () => {
    const none: Given<VoucherData> = {
      paymentMethods: undefined,
      validityMonths: undefined,
      staySeasons: undefined,
      partialUse: undefined,
      transferable: undefined,
    };
    const terms = voucherTerms('fr', none, { ...context, issuer: { ...issuer, siren: undefined } });
    expect(terms).toEqual([
      voucherTermsWords.fr.stayCovers,
      voucherTermsWords.fr.stayExcludes,
      voucherTermsWords.fr.noRefund,
      voucherTermsWords.fr.availability,
    ]);
    expect(issuerLine('fr', { ...issuer, form: undefined })).toBeUndefined();
  });

  it('are the seed’s, through the page’s reader, in each language, with the issuer’s SIREN from the legal notice', () => {
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) expect(voucherTermsIn(lang).join(' ')).toContain('912 345 678');
  });
});

describe('the right of withdrawal of a voucher bought at a distance (L221-18 to L221-25, R221-1)', () => {
  it('gives the 14 days, how to withdraw, the refund and the model form addressed to the issuer, in each language', () => {
    const withdrawal = withdrawalIn('fr', issuer, 'https://essai.example.org/bon-cadeau/#retractation');
    expect(withdrawal?.paragraphs).toEqual([
      voucherTermsWords.fr.withdrawalRight,
      'Pour vous rétracter, envoyez-nous avant la fin de ce délai le formulaire ci-dessous, ou toute autre déclaration sans ambiguïté, par e-mail à essai@example.org ou par courrier à la SARL Essai, 1 rue du Test, 70000 Essai.',
      // The online withdrawal (L221-21), its button named as the page's own.
      'Vous pouvez aussi vous rétracter en ligne, avec le bouton «\u00a0Renoncer au contrat ici\u00a0» de notre page du bon cadeau\u00a0: https://essai.example.org/bon-cadeau/#retractation.',
      voucherTermsWords.fr.withdrawalRefund,
      voucherTermsWords.fr.withdrawalUsed,
    ]);
    expect(withdrawal?.form.to).toBe('À l’attention de la SARL Essai, 1 rue du Test, 70000 Essai, essai@example.org\u00a0:');
    expect(withdrawal?.form.lines[0]).toMatch(
      /^Je\/nous \(\*\) vous notifie\/notifions \(\*\) par la présente ma\/notre \(\*\) rétractation du contrat/,
    );
    expect(withdrawal?.short).toBe(
      'Droit de rétractation\u00a0: 14 jours à partir de la réception du bon, sans motif\u00a0; tout ce que vous avez payé vous est rendu sous 14 jours. Formulaire et conditions\u00a0: https://essai.example.org/bon-cadeau/#retractation',
    );
    for (const lang of ['en', 'nl', 'de'] as const) {
      const translated = withdrawalIn(lang, issuer, 'https://x.example/');
      expect(translated?.paragraphs.join(' ')).toMatch(/14/);
      expect(translated?.form.to).toContain('SARL Essai, 1 rue du Test, 70000 Essai, essai@example.org');
    }
    expect(withdrawalIn('de', issuer, '')?.form.title).toBe('Muster-Widerrufsformular');
  });

  it('waits for the issuer’s name, address and e-mail: a withdrawal needs somewhere to go', () => {
    expect(withdrawalIn('fr', { ...issuer, email: undefined }, '')).toBeUndefined();
    expect(voucherWithdrawalIn('nl')?.short).toMatch(/\/nl\/.*#retractation$/);
  });
});
