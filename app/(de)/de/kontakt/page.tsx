import { ContactPage } from '@/features/contact/contact-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('contact', 'de');

export default function Page() {
  return <ContactPage lang="de" structuredData={pageGraph('contact', 'de')} />;
}
