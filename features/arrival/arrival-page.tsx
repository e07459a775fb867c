import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { phoneDisplayIn, phoneLanguagesText, telHref } from '@/config/contact';
import { offlineWorkerPath, pathOf } from '@/config/routes';
import type { PageBodyProps } from '@/config/types';
import { fallbackLang } from '@/lib/i18n/fallback';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { arrivalGuideIn, sectionsOf, type ArrivalSection } from './arrival-content';
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

const Item = ({ label, value, lang }: { readonly label: string; readonly value: string; readonly lang?: 'fr' | undefined }) => (
  <div>
    <dt className="inline font-semibold">{label}</dt>{' '}
    <dd className="inline" lang={lang ?? fallbackLang(value)}>
      {value}
    </dd>
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
 * The arrival guide: the call button and an index of its blocks at its top, then getting here, the
 * last kilometres, the hours, late arrival, the key, Wi-Fi and signal, what to bring, the rules and
 * the plan of the grounds, on one printed sheet; a block with nothing to say is left out with its
 * index entry (sectionsOf). Opened, it keeps itself for offline (offline-guide.tsx, which says when it
 * is kept); no other page does, as the visitor there has not asked for it (loi Informatique et
 * Libertés, article 82).
 */
export function ArrivalPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const words = arrivalWords[lang];
  const guide = arrivalGuideIn(lang);
  const sections = sectionsOf(guide);
  const phoneDisplay = phoneDisplayIn(lang);
  const phoneLanguages = phoneLanguagesText(lang);
  const titles: Readonly<Record<ArrivalSection, string>> = {
    venir: words.gettingHere,
    'derniers-kilometres': words.lastKilometres,
    horaires: words.times,
    'arrivee-tardive': words.lateArrival,
    cle: words.key,
    'wifi-reseau': words.connection,
    apporter: words.toBring,
    regles: words.houseRules,
    plan: guide.plan.title,
  };
  const paragraph = (text: string | undefined) => <p lang={fallbackLang(text)}>{text}</p>;
  const contents: Readonly<Record<Exclude<ArrivalSection, 'plan'>, ReactNode>> = {
    venir: (
      <dl className="space-y-1">
        {guide.address ? <Item label={words.address} value={guide.address} /> : null}
        {guide.coordinates ? <Item label={words.coordinates} value={guide.coordinates} /> : null}
        {guide.notes.map((note) => (
          <Item key={note.label} label={note.label} value={note.value} />
        ))}
      </dl>
    ),
    'derniers-kilometres': paragraph(guide.lastKilometres),
    horaires: (
      <dl className="space-y-1">
        {guide.times.map((item) => (
          <Item key={item.label} label={item.label} value={item.value} />
        ))}
      </dl>
    ),
    'arrivee-tardive': paragraph(guide.lateArrival),
    cle: paragraph(guide.key),
    'wifi-reseau': (
      <>
        {guide.wifi !== undefined || guide.phoneSignal !== undefined ? (
          <dl className="space-y-1">
            {guide.wifi !== undefined ? <Item label={words.wifi} value={guide.wifi} /> : null}
            {guide.phoneSignal !== undefined ? <Item label={words.phoneSignal} value={guide.phoneSignal} /> : null}
          </dl>
        ) : null}
        {guide.unitConnections.length > 0 ? (
          <>
            <h3 className="mt-1 font-semibold">{words.inTheUnits}</h3>
            <dl className="space-y-0.5">
              {guide.unitConnections.map((item) => (
                <Item key={item.label} label={item.label} value={item.value} lang={item.lang} />
              ))}
            </dl>
          </>
        ) : null}
      </>
    ),
    apporter: (
      <>
        {guide.toBring.length > 0 ? <Texts texts={guide.toBring} /> : null}
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
      </>
    ),
    regles: <Texts texts={guide.houseRules} />,
  };
  return (
    <>
      <JsonLd data={structuredData} />
      {/* A band of the lake's blue under the header (see-through, its words white, over every page's top): no photo, the guide stays light. pt-28: the header's 4.5rem and a margin. */}
      <div className="focus-on-dark bg-lake-900 pt-28 pb-8 text-white print:bg-transparent print:p-0 print:text-ink">
        <div className="mx-auto max-w-content px-5 lg:px-8 print:p-0">
          <h1 lang={fallbackLang(guide.title)} className="font-display text-display-md font-semibold print:text-xl print:text-lake-900">
            {guide.title}
          </h1>
          <p lang={fallbackLang(guide.intro)} className="mt-2 max-w-prose text-lake-100 print:mt-1 print:text-[9pt] print:text-ink-muted">
            {guide.intro}
          </p>
          {telHref && phoneDisplay ? (
            <>
              {/* A plain tel: link: it calls from the copy kept offline as from the site, with no script. */}
              <p className="mt-5 print:mt-1">
                <a
                  href={telHref}
                  className="icon-before icon-phone inline-flex min-h-12 max-w-full items-center gap-2 rounded-3xl bg-white px-5 py-2 text-lg font-semibold text-lake-900 hover:bg-lake-50 max-[359px]:px-4 max-[359px]:text-base print:min-h-0 print:bg-transparent print:p-0 print:text-base print:before:hidden"
                >
                  <span>
                    <span className="print:hidden">{words.call}</span>
                    <span className="hidden print:inline">{lang === 'fr' ? `${words.phone}\u00a0:` : `${words.phone}:`}</span>{' '}
                    <span className="whitespace-nowrap">{phoneDisplay}</span>
                  </span>
                </a>
              </p>
              {phoneLanguages ? <p className="mt-2 text-sm text-lake-100 print:hidden">{phoneLanguages}</p> : null}
            </>
          ) : null}
        </div>
      </div>
      <div className="arrival-guide mx-auto max-w-content px-5 py-10 text-base leading-snug lg:px-8 print:p-0 print:text-[9pt] print:leading-tight">
        <nav aria-label={words.index} className="print:hidden">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  lang={fallbackLang(titles[section])}
                  className="inline-flex min-h-11 items-center rounded-full border border-sand-300 bg-white px-4 font-semibold text-lake-700 hover:bg-lake-50"
                >
                  {titles[section]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Two columns the blocks flow through (not a grid, whose rows would leave gaps): one printed sheet. */}
        <div className="mt-8 gap-x-8 sm:columns-2 print:mt-3 print:columns-2 print:gap-x-6">
          {sections.map((section) =>
            section === 'plan' ? null : (
              <Block key={section} id={section} title={titles[section]}>
                {contents[section]}
              </Block>
            ),
          )}
        </div>
        <Block id="plan" title={titles.plan}>
          <GroundsPlan id="plan" places={guide.plan.places} walks={guide.plan.walks} words={words} />
        </Block>
        <OfflineGuide worker={offlineWorkerPath(lang)} scope={pathOf('arrival', lang)} readyText={words.offline} />
      </div>
    </>
  );
}
