import { StaysPage } from '@/features/stays/stays-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('stays', 'fr');

export default function Page() {
  return <StaysPage lang="fr" structuredData={pageGraph('stays', 'fr')} />;
}
