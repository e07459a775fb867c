import { LegalPage } from '@/features/legal/legal-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('legal', 'de');

export default function Page() {
  return <LegalPage lang="de" structuredData={pageGraph('legal', 'de')} />;
}
