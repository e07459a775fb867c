import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { mailtoHref } from '@/config/contact';
import type { PageBodyProps } from '@/config/types';
import { accommodationsBannerIn } from '@/features/stays/units/accommodations-content';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { voucherSetup, voucherTermsIn, voucherWithdrawalIn, withdrawalAnchor, withdrawalSetup } from './voucher';
import { WithdrawalFunction } from './withdrawal-function';
import { VoucherForm } from './voucher-form';
import { voucherWords } from './voucher-words';

/** The gift voucher page: how a voucher comes, its terms from the owner's data, the right of withdrawal with its model form, and the request. */
export function VoucherPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const words = voucherWords[lang];
  const terms = voucherTermsIn(lang);
  const setup = voucherSetup(lang);
  const withdrawal = voucherWithdrawalIn(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={{ ...words.banner, photo: accommodationsBannerIn(lang).photo }} />
      <section aria-labelledby="bon-cadeau-conditions-title" className="py-section">
        <div className="mx-auto max-w-content px-5 lg:px-8">
          <p className="max-w-prose text-lg text-ink-muted">{words.intro}</p>
          <ol className="mt-6 max-w-prose list-decimal space-y-2 pl-6 text-ink">
            {words.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {terms.length > 0 ? (
            <>
              <h2 id="bon-cadeau-conditions-title" className="mt-10 text-display-md font-semibold text-lake-900">
                {words.termsTitle}
              </h2>
              <ul className="mt-4 max-w-prose list-disc space-y-2 pl-6 text-ink">
                {terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </>
          ) : null}
          {withdrawal ? (
            <section id={withdrawalAnchor} aria-labelledby="bon-cadeau-retractation-title" className="mt-10 max-w-prose scroll-mt-24">
              <h2 id="bon-cadeau-retractation-title" className="text-display-md font-semibold text-lake-900">
                {withdrawal.title}
              </h2>
              {/* The online withdrawal's paragraph gives the page's address to documents; here it says « ci-dessous ». */}
              {withdrawal.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-ink">
                  {paragraph === withdrawal.online ? withdrawal.onlineHere : paragraph}
                </p>
              ))}
              {/* The online withdrawal, in plain sight under the right it serves (C. conso L221-21). */}
              <WithdrawalFunction setup={withdrawalSetup(lang, setup)} />
              {/* The model form (R221-1), to copy, print or fill in: the trader's details already in it. */}
              <section
                aria-labelledby="bon-cadeau-formulaire-title"
                className="mt-6 rounded-card border border-lake-300 bg-white p-6 text-ink"
              >
                <h3 id="bon-cadeau-formulaire-title" className="font-semibold text-lake-900">
                  {withdrawal.form.title}
                </h3>
                <p className="mt-2 text-sm text-ink-muted">{withdrawal.form.instruction}</p>
                <p className="mt-4">{withdrawal.form.to}</p>
                <ul className="mt-2 space-y-2">
                  {[withdrawal.form.lines[0], withdrawal.form.voucherCode, ...withdrawal.form.lines.slice(1)].map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-ink-muted">{withdrawal.form.footnote}</p>
              </section>
            </section>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="bon-cadeau-form-title" className="pb-section">
        <div className="mx-auto max-w-content px-5 lg:px-8">
          <div className="relative rounded-card bg-white p-6 shadow-card sm:p-10">
            <h2 id="bon-cadeau-form-title" className="mb-6 text-display-md font-semibold text-lake-900">
              {words.formTitle}
            </h2>
            {/* Only when the browser runs no JavaScript (a CSS media query, so nothing moves when it does). */}
            {setup.contact.telHref && mailtoHref ? (
              <p className="hidden text-lg text-ink noscript:block">
                {words.withoutScript}{' '}
                <a href={setup.contact.telHref} className="font-semibold whitespace-nowrap text-lake-700 underline underline-offset-4">
                  {setup.contact.phoneDisplay}
                </a>{' '}
                {words.withoutScriptOr}{' '}
                <a href={mailtoHref} className="font-semibold break-all text-lake-700 underline underline-offset-4">
                  {setup.contact.email}
                </a>
              </p>
            ) : null}
            <div className="noscript:hidden">
              <VoucherForm setup={setup} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
