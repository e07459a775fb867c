import { StaysPage } from '@/features/stays/stays-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('stays', 'en');

export default function Page() {
  return <StaysPage lang="en" structuredData={pageGraph('stays', 'en')} />;
}
