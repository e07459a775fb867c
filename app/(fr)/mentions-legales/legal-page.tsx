import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { mapPrivacyNotice } from '@/content/access';
import { cnil, consumerMediator, host, legalBanner, legalLabels, legalSections, publisher } from '@/content/legal';
import { photoCredits } from '@/content/photo-credits';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';

export const legalMetadata = (lang: Lang): Metadata => pageMetadata('legal', lang);

export function LegalPage({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  const office = publisher.headOffice;
  return (
    <>
      <JsonLd data={pageGraph('legal', lang)} />
      <PageBanner banner={legalBanner} />
      <div className="mx-auto max-w-prose space-y-14 px-5 py-section">
        <LegalSection id="editeur" title={legalSections.publisherTitle}>
          <dl className="grid gap-2">
            <Row label={legalLabels.companyName}>{publisher.companyName}</Row>
            <Row label={legalLabels.legalForm}>{publisher.legalForm}</Row>
            <Row label={legalLabels.shareCapital}>{publisher.shareCapital}</Row>
            <Row label={legalLabels.headOffice}>
              {office.street}, {office.postalCode} {office.city}
            </Row>
            <Row label={legalLabels.rcs}>{publisher.rcs}</Row>
            <Row label={legalLabels.siren}>{publisher.siren}</Row>
            <Row label={legalLabels.vatNumber}>{publisher.vatNumber}</Row>
            <Row label={legalLabels.director}>{publisher.director}</Row>
            <Row label={legalLabels.phone}>{publisher.phone.display}</Row>
            <Row label={legalLabels.email}>{publisher.email}</Row>
          </dl>
        </LegalSection>

        <LegalSection id="hebergeur" title={legalSections.hostTitle}>
          <dl className="grid gap-2">
            <Row label={legalLabels.hostName}>{host.name}</Row>
            <Row label={legalLabels.hostAddress}>{host.address}</Row>
            <Row label={legalLabels.hostPhone}>{host.phone}</Row>
          </dl>
        </LegalSection>

        <LegalSection id="mediation" title={legalSections.mediatorTitle}>
          <p>{legalSections.mediatorIntro}</p>
          <dl className="grid gap-2">
            <Row label={legalLabels.mediatorName}>{consumerMediator.name}</Row>
            <Row label={legalLabels.mediatorAddress}>{consumerMediator.address}</Row>
            <Row label={legalLabels.mediatorWebsite}>{consumerMediator.website}</Row>
          </dl>
        </LegalSection>

        <LegalSection id="donnees-personnelles" title={legalSections.dataTitle}>
          {legalSections.dataParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{mapPrivacyNotice}</p>
          <p>
            <a href={cnil.href} className="text-lake-700 underline underline-offset-4" rel="noopener noreferrer">
              {legalSections.cnilLink}
            </a>
          </p>
        </LegalSection>

        <LegalSection id="credits-photos" title={legalSections.creditsTitle}>
          <p>{legalSections.creditsIntro}</p>
          <ul className="space-y-2">
            {photoCredits.map((credit) => (
              <li key={credit.file}>
                {credit.shows}, {credit.author},{' '}
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

function LegalSection({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-4 text-lg leading-relaxed">
      <h2 id={`${id}-title`} className="text-display-md font-semibold text-lake-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-lake-900">{label} :</dt>
      <dd>{children}</dd>
    </div>
  );
}
