import { HomePage } from '@/features/home/home-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('home', 'fr');

export default function Page() {
  return <HomePage lang="fr" structuredData={pageGraph('home', 'fr')} />;
}
