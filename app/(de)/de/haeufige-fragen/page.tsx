import { FaqPage } from '@/features/faq/faq-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('faq', 'de');

export default function Page() {
  return <FaqPage lang="de" structuredData={pageGraph('faq', 'de')} />;
}
