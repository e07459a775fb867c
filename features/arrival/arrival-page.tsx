import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { addressLines, phoneDisplayIn, telHref } from '@/config/contact';
import { offlineWorkerPath, pathOf } from '@/config/routes';
import type { PageBodyProps } from '@/config/types';
import { formatCoordinates } from '@/features/contact/directions';
import { venueCoordinates } from '@/features/contact/access';
import { fallbackLang } from '@/lib/i18n/fallback';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { arrivalGuideIn } from './arrival-content';
import { arrivalWords } from './arrival-words';
import { GroundsPlan } from './grounds-plan';
import { OfflineGuide } from './offline-guide';

/** A block of the guide: a small heading and what it says, compact enough for the whole guide to print on one sheet. */
function Block({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-5 break-inside-avoid print:mb-2">
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
      {/* A band of the lake's blue under the header (see-through, its words white, over every page's top): no photo, the guide stays light. pt-28: the header's 4.5rem and a margin. */}
      <div className="bg-lake-900 pt-28 pb-8 text-white print:bg-transparent print:p-0 print:text-ink">
        <div className="mx-auto max-w-content px-5 lg:px-8 print:p-0">
          <h1 lang={fallbackLang(guide.title)} className="font-display text-display-md font-semibold print:text-xl print:text-lake-900">
            {guide.title}
          </h1>
          <p lang={fallbackLang(guide.intro)} className="mt-2 max-w-prose text-lake-100 print:mt-1 print:text-[9pt] print:text-ink-muted">
            {guide.intro}
          </p>
        </div>
      </div>
      <div className="arrival-guide mx-auto max-w-content px-5 py-10 text-base leading-snug lg:px-8 print:p-0 print:text-[9pt] print:leading-tight">
        {/* Two columns the blocks flow through (not a grid, whose rows would leave gaps): one printed sheet. */}
        <div className="mt-6 gap-x-8 sm:columns-2 print:mt-3 print:columns-2 print:gap-x-6">
          <Block id="venir" title={words.gettingHere}>
            <dl className="space-y-1">
              {addressLines.length > 0 ? <Item label={words.address} value={addressLines.join(', ')} /> : null}
              {venueCoordinates ? <Item label={words.coordinates} value={formatCoordinates(venueCoordinates)} /> : null}
              {guide.notes.map((note) => (
                <Item key={note.label} label={note.label} value={note.value} />
              ))}
            </dl>
          </Block>
          {telHref ? (
            <Block id="telephone" title={words.phone}>
              <a href={telHref} className="inline-flex min-h-11 items-center text-lg font-semibold text-lake-700 underline underline-offset-4 print:min-h-0 print:text-base print:no-underline">
                {phoneDisplayIn(lang)}
              </a>
            </Block>
          ) : null}
          {guide.lastKilometres ? (
            <Block id="derniers-kilometres" title={words.lastKilometres}>
              <p lang={fallbackLang(guide.lastKilometres)}>{guide.lastKilometres}</p>
            </Block>
          ) : null}
          <Block id="horaires" title={words.times}>
            <dl className="space-y-1">
              {guide.times.map((item) => (
                <Item key={item.label} label={item.label} value={item.value} />
              ))}
            </dl>
          </Block>
          {guide.key ? (
            <Block id="cle" title={words.key}>
              <p lang={fallbackLang(guide.key)}>{guide.key}</p>
            </Block>
          ) : null}
          <Block id="apporter" title={words.toBring}>
            <Texts texts={guide.toBring} />
            {guide.toBringForCabins.length > 0 ? (
              <>
                <h3 className="mt-1 font-semibold">{words.forCabins}</h3>
                <Texts texts={guide.toBringForCabins} />
              </>
            ) : null}
            {guide.included.length > 0 ? (
              <>
                <h3 className="mt-1 font-semibold">{words.included}</h3>
                <dl className="space-y-0.5">
                  {guide.included.map((item) => (
                    <Item key={item.label} label={item.label} value={item.value} />
                  ))}
                </dl>
              </>
            ) : null}
          </Block>
          <Block id="regles" title={words.houseRules}>
            <Texts texts={guide.houseRules} />
          </Block>
        </div>
        <Block id="plan" title={guide.plan.title}>
          <GroundsPlan id="plan" places={guide.plan.places} walks={guide.plan.walks} words={words} />
        </Block>
        <OfflineGuide worker={offlineWorkerPath(lang)} scope={pathOf('arrival', lang)} readyText={words.offline} />
      </div>
    </>
  );
}
