import { LeisurePage } from '@/features/leisure/leisure-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('leisure', 'nl');

export default function Page() {
  return <LeisurePage lang="nl" structuredData={pageGraph('leisure', 'nl')} />;
}
