import { Section } from '@/components/section';
import { bookingTermsAnchor, bookingTermsIn } from '@/content/booking-terms';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';

/** The booking terms in full: the owner's, then the right of withdrawal the law leaves out. The price list and the stay request link here. */
export function BookingTermsSection() {
  const terms = bookingTermsIn(pageLanguage());
  return (
    <Section id={bookingTermsAnchor} title={terms.title} tone="sand">
      <dl className="grid max-w-prose gap-y-4">
        {terms.items.map((item) => (
          <div key={item.label}>
            <dt className="font-semibold text-lake-900">{item.label}</dt>
            <dd lang={fallbackLang(item.value)} className="text-ink">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 max-w-prose text-ink-muted">{terms.noWithdrawal}</p>
    </Section>
  );
}
