import { FaqPage } from '@/features/faq/faq-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('faq', 'nl');

export default function Page() {
  return <FaqPage lang="nl" structuredData={pageGraph('faq', 'nl')} />;
}
