import { LeisurePage } from '@/features/leisure/leisure-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('leisure', 'fr');

export default function Page() {
  return <LeisurePage lang="fr" structuredData={pageGraph('leisure', 'fr')} />;
}
