import { ContactPage } from '@/features/contact/contact-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('contact', 'en');

export default function Page() {
  return <ContactPage lang="en" structuredData={pageGraph('contact', 'en')} />;
}
