import { ContactPage, contactMetadata } from '@/app/(fr)/contact/contact-page';

export const metadata = contactMetadata('de');

export default function Page() {
  return <ContactPage lang="de" />;
}
