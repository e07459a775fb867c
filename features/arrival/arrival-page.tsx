import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { address, phoneDisplayIn, telHref } from '@/config/contact';
import { offlineWorkerPath, pathOf } from '@/config/routes';
import type { PageBodyProps } from '@/config/types';
import { formatCoordinates } from '@/features/contact/directions';
import { venueCoordinates } from '@/features/contact/access';
import { fallbackLang } from '@/lib/i18n/fallback';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { arrivalGuideIn, arrivalWords } from './arrival-text';
import { GroundsPlan } from './grounds-plan';
import { OfflineGuide } from './offline-guide';

/** A block of the guide: a small heading and what it says, compact enough for the whole guide to print on one sheet. */
function Block({ id, title, children, wide = false }: { readonly id: string; readonly title: string; readonly children: ReactNode; readonly wide?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`break-inside-avoid ${wide ? 'sm:col-span-2 print:col-span-2' : ''}`}>
      <h2 id={`${id}-title`} lang={fallbackLang(title)} className="font-display text-xl font-semibold text-lake-900 print:text-base">
        {title}
      </h2>
      <div className="mt-1">{children}</div>
    </section>
  );
}

const Item = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div>
    <dt className="inline font-semibold">{label}</dt> <dd className="inline" lang={fallbackLang(value)}>{value}</dd>
  </div>
);

const Texts = ({ texts }: { readonly texts: readonly string[] }) => (
  <ul className="list-disc pl-5">
    {texts.map((text) => (
      <li key={text} lang={fallbackLang(text)}>
        {text}
      </li>
    ))}
  </ul>
);

/**
 * The arrival guide: getting here, the last kilometres, the hours, the key, what to bring, the rules,
 * the phone and the plan of the grounds, on one printed sheet. Once opened, it opens again without
 * signal (offline-guide.tsx registers its service worker, scoped to this page alone).
 */
export function ArrivalPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const words = arrivalWords[lang];
  const guide = arrivalGuideIn(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <div className="arrival-guide mx-auto max-w-content px-5 py-10 text-base leading-snug lg:px-8 print:p-0 print:text-[9.5pt]">
        <h1 lang={fallbackLang(guide.title)} className="font-display text-display-md font-semibold text-lake-900 print:text-xl">
          {guide.title}
        </h1>
        <p lang={fallbackLang(guide.intro)} className="mt-2 max-w-prose text-ink-muted print:mt-1">
          {guide.intro}
        </p>
        <div className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-x-6 print:gap-y-2">
          <Block id="venir" title={words.gettingHere}>
            <dl className="space-y-1">
              <Item label={words.address} value={`${address.street}, ${address.postalCode} ${address.city}`} />
              <Item label={words.coordinates} value={formatCoordinates(venueCoordinates)} />
              {guide.notes.map((note) => (
                <Item key={note.label} label={note.label} value={note.value} />
              ))}
            </dl>
          </Block>
          <Block id="derniers-kilometres" title={words.lastKilometres}>
            <p lang={fallbackLang(guide.lastKilometres)}>{guide.lastKilometres}</p>
          </Block>
          <Block id="horaires" title={words.times}>
            <dl className="space-y-1">
              {guide.times.map((item) => (
                <Item key={item.label} label={item.label} value={item.value} />
              ))}
            </dl>
          </Block>
          <Block id="cle" title={words.key}>
            <p lang={fallbackLang(guide.key)}>{guide.key}</p>
          </Block>
          <Block id="apporter" title={words.toBring}>
            <Texts texts={guide.toBring} />
            {guide.toBringForCabins.length > 0 ? (
              <>
                <h3 className="mt-1 font-semibold">{words.forCabins}</h3>
                <Texts texts={guide.toBringForCabins} />
              </>
            ) : null}
            <h3 className="mt-1 font-semibold">{words.included}</h3>
            <dl className="space-y-0.5">
              {guide.included.map((item) => (
                <Item key={item.label} label={item.label} value={item.value} />
              ))}
            </dl>
          </Block>
          <Block id="regles" title={words.houseRules}>
            <Texts texts={guide.houseRules} />
          </Block>
          <Block id="telephone" title={words.phone}>
            <a href={telHref} className="inline-flex min-h-11 items-center text-lg font-semibold text-lake-700 underline underline-offset-4 print:min-h-0 print:text-base print:no-underline">
              {phoneDisplayIn(lang)}
            </a>
          </Block>
          <Block id="plan" title={guide.plan.title} wide>
            <GroundsPlan id="plan" places={guide.plan.places} walks={guide.plan.walks} words={words} />
          </Block>
        </div>
        <OfflineGuide worker={offlineWorkerPath(lang)} scope={pathOf('arrival', lang)} readyText={words.offline} />
      </div>
    </>
  );
}
