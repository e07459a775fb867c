import { ArrivalPage } from '@/features/arrival/arrival-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('arrival', 'nl');

export default function Page() {
  return <ArrivalPage lang="nl" structuredData={pageGraph('arrival', 'nl')} />;
}
