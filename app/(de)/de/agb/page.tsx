import { TermsPage } from '@/features/terms/terms-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('terms', 'de');

export default function Page() {
  return <TermsPage lang="de" structuredData={pageGraph('terms', 'de')} />;
}
