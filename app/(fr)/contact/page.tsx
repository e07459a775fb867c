import { ContactPage } from '@/features/contact/contact-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('contact', 'fr');

export default function Page() {
  return <ContactPage lang="fr" structuredData={pageGraph('contact', 'fr')} />;
}
