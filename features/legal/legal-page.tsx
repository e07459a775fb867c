import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { mapPrivacyNoticeOf } from '@/features/contact/access';
import { cnil, consumerMediator, host, publisher } from '@/config/legal';
import { addressLines, phoneDisplayIn } from '@/config/contact';
import { dataParagraphsOf, legalBannerOf, legalWords, shareCapitalIn } from '@/features/legal/legal-words';
import { creditIn, photoCreditsIn } from '@/content/photo-credits';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { AccessibilityRegisterSection } from './accessibility-register-section';

export function LegalPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const words = legalWords[lang];
  const labels = words.labels;
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={legalBannerOf(lang)} />
      <div className="mx-auto max-w-prose space-y-14 px-5 py-section">
        {words.prevails ? <p className="text-lg font-semibold text-lake-900">{words.prevails}</p> : null}
        <LegalSection
          id="editeur"
          title={words.publisherTitle}
          facts={[
            publisher.companyName,
            publisher.legalForm,
            shareCapitalIn(lang),
            addressLines.join(', '),
            publisher.rcs,
            publisher.siren,
            publisher.vatNumber,
            publisher.director,
            phoneDisplayIn(lang),
            publisher.email,
          ]}
        >
          <dl className="grid gap-2">
            <Row label={labels.companyName} colon={words.colon}>
              {publisher.companyName}
            </Row>
            <Row label={labels.legalForm} colon={words.colon}>
              {publisher.legalForm}
            </Row>
            <Row label={labels.shareCapital} colon={words.colon}>
              {shareCapitalIn(lang)}
            </Row>
            <Row label={labels.headOffice} colon={words.colon}>
              {addressLines.join(', ')}
            </Row>
            <Row label={labels.rcs} colon={words.colon}>
              {publisher.rcs}
            </Row>
            <Row label={labels.siren} colon={words.colon}>
              {publisher.siren}
            </Row>
            <Row label={labels.vatNumber} colon={words.colon}>
              {publisher.vatNumber}
            </Row>
            <Row label={labels.director} colon={words.colon}>
              {publisher.director}
            </Row>
            <Row label={labels.phone} colon={words.colon}>
              {phoneDisplayIn(lang)}
            </Row>
            <Row label={labels.email} colon={words.colon}>
              {publisher.email}
            </Row>
          </dl>
        </LegalSection>

        <LegalSection id="hebergeur" title={words.hostTitle} facts={[host.name, host.address, host.phone]}>
          <dl className="grid gap-2">
            <Row label={labels.hostName} colon={words.colon}>
              {host.name}
            </Row>
            <Row label={labels.hostAddress} colon={words.colon}>
              {host.address}
            </Row>
            <Row label={labels.hostPhone} colon={words.colon}>
              {host.phone}
            </Row>
          </dl>
        </LegalSection>

        <LegalSection
          id="mediation"
          title={words.mediatorTitle}
          facts={[consumerMediator.name, consumerMediator.address, consumerMediator.website]}
        >
          <p>{words.mediatorIntro}</p>
          <dl className="grid gap-2">
            <Row label={labels.mediatorName} colon={words.colon}>
              {consumerMediator.name}
            </Row>
            <Row label={labels.mediatorAddress} colon={words.colon}>
              {consumerMediator.address}
            </Row>
            <Row label={labels.mediatorWebsite} colon={words.colon}>
              {consumerMediator.website}
            </Row>
          </dl>
        </LegalSection>

        <LegalSection id="donnees-personnelles" title={words.dataTitle}>
          {dataParagraphsOf(lang).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{mapPrivacyNoticeOf(lang)}</p>
          <p>
            <a href={cnil.href} className="text-lake-700 underline underline-offset-4" rel="noopener noreferrer">
              {words.cnilLink}
            </a>
          </p>
        </LegalSection>

        <AccessibilityRegisterSection lang={lang} />

        <LegalSection id="credits-photos" title={words.creditsTitle}>
          <p>{words.creditsIntro}</p>
          <ul className="space-y-2">
            {photoCreditsIn(lang)
              .map((owned) => creditIn(lang, owned))
              .map((credit) => (
                <li key={credit.file}>
                  {fallbackLang(credit.shows) ? <span lang="fr">{credit.shows}</span> : credit.shows}, {credit.author},{' '}
                  {credit.licenceUrl ? (
                    <a href={credit.licenceUrl} className="text-lake-700 underline underline-offset-4" rel="license noopener noreferrer">
                      {credit.licence}
                    </a>
                  ) : (
                    credit.licence
                  )}
                </li>
              ))}
          </ul>
        </LegalSection>
      </div>
    </>
  );
}

/** A section of the notice; one whose `facts` are none given yet is left out whole, its title with it. */
function LegalSection({
  id,
  title,
  facts,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly facts?: readonly (string | undefined)[];
  readonly children: ReactNode;
}) {
  if (facts && !facts.some(Boolean)) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-4 text-lg leading-relaxed">
      <h2 id={`${id}-title`} className="text-display-md font-semibold text-lake-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A line of the notice: left out, label and all, while its fact is not given (an empty text). */
function Row({ label, colon, children }: { readonly label: string; readonly colon: string; readonly children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-lake-900">
        {label}
        {colon}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
