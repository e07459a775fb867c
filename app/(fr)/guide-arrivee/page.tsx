import { ArrivalPage } from '@/features/arrival/arrival-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('arrival', 'fr');

export default function Page() {
  return <ArrivalPage lang="fr" structuredData={pageGraph('arrival', 'fr')} />;
}
