import { ContactPage, contactMetadata } from '@/app/(fr)/contact/contact-page';

export const metadata = contactMetadata('nl');

export default function Page() {
  return <ContactPage lang="nl" />;
}
