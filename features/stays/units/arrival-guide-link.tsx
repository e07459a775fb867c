import Link from 'next/link';
import { pathOf } from '@/config/routes';
import type { Translated } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';

/** The link to the arrival guide's plan of the grounds, and what it is for, in each language. */
export const arrivalGuideLinkWords: Translated<{ readonly lead: string; readonly link: string }> = {
  fr: { lead: 'Où sont les chalets, les cabanes, le parking et le restaurant\u00a0?', link: 'Le plan du domaine et le guide d’arrivée' },
  en: {
    lead: 'Where are the chalets, the treehouses, the car park and the restaurant?',
    link: 'The map of the grounds and the arrival guide',
  },
  nl: {
    lead: 'Waar liggen de chalets, de boomhutten, de parkeerplaats en het restaurant?',
    link: 'De plattegrond van het terrein en de aankomstgids',
  },
  de: { lead: 'Wo liegen die Chalets, die Baumhäuser, der Parkplatz und das Restaurant?', link: 'Zum Lageplan und zu den Anreiseinfos' },
};

/** Under the units: the plan of the grounds, on the arrival guide (features/arrival). */
export function ArrivalGuideLink() {
  const lang = pageLanguage();
  const words = arrivalGuideLinkWords[lang];
  return (
    <p className="mx-auto max-w-content px-5 py-8 text-lg lg:px-8">
      {words.lead}{' '}
      <Link prefetch={false} href={`${pathOf('arrival', lang)}#plan`} className="font-semibold text-lake-700 underline underline-offset-4">
        {words.link}
      </Link>
    </p>
  );
}
