import { TermsPage } from '@/features/terms/terms-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('terms', 'en');

export default function Page() {
  return <TermsPage lang="en" structuredData={pageGraph('terms', 'en')} />;
}
