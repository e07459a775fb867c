import { StaysPage } from '@/features/stays/stays-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('stays', 'de');

export default function Page() {
  return <StaysPage lang="de" structuredData={pageGraph('stays', 'de')} />;
}
