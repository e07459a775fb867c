import { LeisurePage } from '@/features/leisure/leisure-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('leisure', 'en');

export default function Page() {
  return <LeisurePage lang="en" structuredData={pageGraph('leisure', 'en')} />;
}
