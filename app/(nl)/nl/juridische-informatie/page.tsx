import { LegalPage } from '@/features/legal/legal-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('legal', 'nl');

export default function Page() {
  return <LegalPage lang="nl" structuredData={pageGraph('legal', 'nl')} />;
}
