import { Section } from '@/components/section';
import { bookingTermsAnchor, bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { FaqLinks } from '@/features/faq/faq-link';

/** The booking terms in full: the owner's, then the right of withdrawal the law leaves out. The price list and the stay request link here. */
export function BookingTermsSection() {
  const lang = pageLanguage();
  const terms = bookingTermsIn(lang);
  return (
    <Section id={bookingTermsAnchor} title={terms.title} tone="sand">
      {/* Terms and definitions straight in the list, no wrapper: the page is near its element budget. */}
      <dl className="max-w-prose">
        {terms.items.flatMap((item) => [
          <dt key={`${item.label}-term`} className="font-semibold text-lake-900">
            {item.label}
          </dt>,
          <dd key={`${item.label}-definition`} lang={fallbackLang(item.value)} className="mb-4 text-ink">
            {item.value}
          </dd>,
        ])}
      </dl>
      <p className="mt-6 max-w-prose text-ink-muted">{terms.noWithdrawal}</p>
      <p className="mt-4 max-w-prose">
        <a href={terms.cgv.href} className="font-semibold text-lake-700 underline underline-offset-4">
          {terms.cgv.label}
        </a>
      </p>
      <FaqLinks lang={lang} groups={['paiement', 'annulation']} className="mt-6" />
    </Section>
  );
}
