import { FaqPage } from '@/features/faq/faq-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('faq', 'fr');

export default function Page() {
  return <FaqPage lang="fr" structuredData={pageGraph('faq', 'fr')} />;
}
