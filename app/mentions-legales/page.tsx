import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { host, legalBanner, legalSections, photoCredits, publisher } from '@/content/legal';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata('/mentions-legales/');

export default function LegalNoticePage() {
  const office = publisher.headOffice;
  return (
    <>
      <JsonLd data={pageGraph('/mentions-legales/')} />
      <PageBanner banner={legalBanner} />
      <div className="mx-auto max-w-prose space-y-14 px-5 py-section">
        <LegalSection id="editeur" title={legalSections.publisherTitle}>
          <dl className="grid gap-2">
            <Row label="Dénomination">{publisher.companyName}</Row>
            <Row label="Forme juridique">{publisher.legalForm}</Row>
            <Row label="Capital social">{publisher.shareCapital}</Row>
            <Row label="Siège social">
              {office.street}, {office.postalCode} {office.city}
            </Row>
            <Row label="RCS">{publisher.rcs}</Row>
            <Row label="SIREN">{publisher.siren}</Row>
            <Row label="TVA intracommunautaire">{publisher.vatNumber}</Row>
            <Row label="Directeur de la publication">{publisher.director}</Row>
            <Row label="Téléphone">{publisher.phone.display}</Row>
            <Row label="E-mail">{publisher.email}</Row>
          </dl>
        </LegalSection>

        <LegalSection id="hebergeur" title={legalSections.hostTitle}>
          <dl className="grid gap-2">
            <Row label="Hébergeur">{host.name}</Row>
            <Row label="Adresse">{host.address}</Row>
            <Row label="Téléphone">{host.phone}</Row>
          </dl>
        </LegalSection>

        <LegalSection id="donnees-personnelles" title={legalSections.dataTitle}>
          {legalSections.dataParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </LegalSection>

        <LegalSection id="credits-photos" title={legalSections.creditsTitle}>
          <p>{legalSections.creditsIntro}</p>
          <ul className="space-y-2">
            {photoCredits.map((credit) => (
              <li key={credit.shows}>
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
    <section aria-labelledby={`${id}-title`} className="space-y-4 text-lg leading-relaxed">
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
