import { ContactPage } from '@/features/contact/contact-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('contact', 'nl');

export default function Page() {
  return <ContactPage lang="nl" structuredData={pageGraph('contact', 'nl')} />;
}
