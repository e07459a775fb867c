import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { legalBannerOf } from '@/features/legal/legal-words';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { termsIn } from './terms';
import { termsPdfFiles, termsWords } from './terms-words';

/**
 * The written booking terms (conditions générales de vente), from the owner's facts (./terms.ts): one
 * section per subject, each with its own address (#annulation…), the PDF of the same text, and on a
 * translation that the French version prevails. Out of the menu, in the footer; the stays page's
 * booking terms and the confirmation point here.
 */
export function TermsPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const words = termsWords[lang];
  const terms = termsIn(lang);
  const banner = legalBannerOf(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={{ ...banner, title: words.bannerTitle }} />
      <div className="mx-auto max-w-prose space-y-12 px-5 py-section">
        {terms.prevails ? <p className="text-lg font-semibold text-lake-900">{terms.prevails}</p> : null}
        <p>
          <a
            href={`/${termsPdfFiles[lang]}`}
            download={termsPdfFiles[lang]}
            className="font-semibold text-lake-700 underline underline-offset-4"
          >
            {words.pdfLink}
          </a>
        </p>
        {terms.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 space-y-3 text-lg leading-relaxed"
          >
            <h2 id={`${section.id}-title`} className="text-display-md font-semibold text-lake-900">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="break-words">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
