import { LegalPage } from '@/features/legal/legal-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('legal', 'fr');

export default function Page() {
  return <LegalPage lang="fr" structuredData={pageGraph('legal', 'fr')} />;
}
