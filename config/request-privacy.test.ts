import legalData from '@/fixtures/seed-data/legal.json';
import { languages } from '@/lib/i18n/languages';
import { privacyNoticeIn, privacyNoticeWords } from './request-privacy';

describe('the data notice beside each form (GDPR article 13)', () => {
  it('gives a gift voucher its own legal basis and keeping: the sale’s records 10 years (Code de commerce L123-22), not the table request’s', () => {
    const voucher = privacyNoticeIn('fr', 'voucher');
    const table = privacyNoticeIn('fr', 'table');
    expect(voucher.words.legalBasis).toBe(privacyNoticeWords.fr.voucherLegalBasis);
    expect(voucher.words.retention).toContain('10 ans (Code de commerce, article L123-22)');
    expect(voucher.retention?.text).toBe(legalData.voucherRequestRetention.value);
    expect(table.retention?.text).toBe(legalData.reservationRetention.value);
    expect(table.words.retention).toBe('Conservation\u00a0: {retention}.');
    for (const lang of languages) expect(privacyNoticeIn(lang, 'voucher').words.retention).toMatch(/L123-22/);
  });

  it('gives a voucher withdrawal the law’s duties as its basis (GDPR art. 6(1)(c)) and the sale’s keeping, in each language', () => {
    for (const lang of languages) {
      const withdrawal = privacyNoticeIn(lang, 'withdrawal');
      expect(withdrawal.words.legalBasis).toBe(privacyNoticeWords[lang].withdrawalLegalBasis);
      expect(withdrawal.words.purpose).toBe(privacyNoticeWords[lang].purpose.withdrawal);
      expect(withdrawal.words.retention).toMatch(/L123-22/);
      expect(withdrawal.words.legalBasis).toMatch(/L221-21/);
    }
  });

  it('names the mailbox that receives the requests, as the owner gives it, beside every form', () => {
    for (const form of ['table', 'stay', 'voucher'] as const)
      expect(privacyNoticeIn('fr', form).mailbox?.text).toBe(legalData.mailboxProvider.value);
    expect(privacyNoticeIn('de', 'stay').mailbox?.text).toBe(legalData.de.mailboxProvider.value);
  });

  it('asks, beside the table form alone, the explicit consent an allergy needs as health data (GDPR art. 9(2)(a)), and says it can be withdrawn (art. 13(2)(c))', () => {
    const article = { fr: 'art. 9.2.a', en: 'Art. 9(2)(a)', nl: 'art. 9, lid 2, onder a', de: 'Art. 9 Abs. 2 lit. a' } as const;
    const withdrawn = { fr: 'retirer', en: 'withdraw', nl: 'intrekken', de: 'widerrufen' } as const;
    for (const lang of languages) {
      const table = privacyNoticeIn(lang, 'table').healthData;
      expect(table).toContain(article[lang]);
      expect(table).toContain(withdrawn[lang]);
      expect(privacyNoticeIn(lang, 'stay').healthData).toBeUndefined();
      expect(privacyNoticeIn(lang, 'voucher').healthData).toBeUndefined();
    }
  });
});
