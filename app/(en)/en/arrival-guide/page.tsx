import { ArrivalPage } from '@/features/arrival/arrival-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('arrival', 'en');

export default function Page() {
  return <ArrivalPage lang="en" structuredData={pageGraph('arrival', 'en')} />;
}
