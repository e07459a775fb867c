import { HomePage } from '@/features/home/home-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('home', 'nl');

export default function Page() {
  return <HomePage lang="nl" structuredData={pageGraph('home', 'nl')} />;
}
