import Link from 'next/link';
import { Fragment } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { addressLines, email, mailtoHref, phoneDisplayIn, telHref } from '@/config/contact';
import { contactLabels } from '@/features/contact/contact-words';
import { contactPageIn } from '@/features/contact/contact-content';
import { pathOf } from '@/config/routes';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { AccessSection } from './access-section';

export function ContactPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const labels = contactLabels[lang];
  const contactPage = contactPageIn(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={contactPage.banner} />
      <section aria-labelledby="coordonnees-title" className="py-section">
        <div className="mx-auto max-w-content px-5 lg:px-8">
          {/* Not the page's title again: two regions of one name read as duplicates in a screen reader's list of landmarks. */}
          <h2 id="coordonnees-title" className="sr-only">
            {labels.details}
          </h2>
          <p lang={fallbackLang(contactPage.intro)} className="max-w-prose text-lg text-ink-muted">
            {contactPage.intro}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {/* Each card once its fact is given (all three are needed to publish: a preview may lack one). */}
            {addressLines.length > 0 ? (
              <li className="rounded-card bg-white p-8 shadow-card">
                <MapPinIcon className="size-8 text-ember-600" />
                <h3 className="mt-4 text-xl font-semibold text-lake-900">{labels.address}</h3>
                <address className="mt-2 text-lg not-italic">
                  {addressLines.map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))}
                </address>
              </li>
            ) : null}
            {telHref ? (
              <li className="rounded-card bg-white p-8 shadow-card">
                <PhoneIcon className="size-8 text-ember-600" />
                <h3 className="mt-4 text-xl font-semibold text-lake-900">{labels.phone}</h3>
                <a
                  href={telHref}
                  className="mt-2 inline-flex min-h-11 items-center text-lg font-semibold text-lake-700 underline-offset-4 hover:underline"
                >
                  {phoneDisplayIn(lang)}
                </a>
              </li>
            ) : null}
            {mailtoHref ? (
              <li className="rounded-card bg-white p-8 shadow-card">
                <MailIcon className="size-8 text-ember-600" />
                <h3 className="mt-4 text-xl font-semibold text-lake-900">{labels.email}</h3>
                <a
                  href={mailtoHref}
                  className="mt-2 inline-flex min-h-11 items-center text-lg font-semibold break-all text-lake-700 underline-offset-4 hover:underline"
                >
                  {email}
                </a>
              </li>
            ) : null}
          </ul>
          <p className="mt-10 text-ink-muted">
            <Link
              prefetch={false}
              href={`${pathOf('restaurant', lang)}#reservation`}
              lang={fallbackLang(contactPage.bookingHint)}
              className="font-semibold text-lake-700 underline underline-offset-4"
            >
              {contactPage.bookingHint}
            </Link>
          </p>
        </div>
      </section>
      <AccessSection />
    </>
  );
}
