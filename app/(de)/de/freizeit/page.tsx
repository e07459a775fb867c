import { LeisurePage } from '@/features/leisure/leisure-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('leisure', 'de');

export default function Page() {
  return <LeisurePage lang="de" structuredData={pageGraph('leisure', 'de')} />;
}
