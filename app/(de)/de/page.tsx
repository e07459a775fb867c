import { HomePage } from '@/features/home/home-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('home', 'de');

export default function Page() {
  return <HomePage lang="de" structuredData={pageGraph('home', 'de')} />;
}
