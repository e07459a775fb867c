import { TermsPage } from '@/features/terms/terms-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('terms', 'nl');

export default function Page() {
  return <TermsPage lang="nl" structuredData={pageGraph('terms', 'nl')} />;
}
