import { ContactPage, contactMetadata } from '@/features/contact/contact-page';

export const metadata = contactMetadata('nl');

export default function Page() {
  return <ContactPage lang="nl" />;
}
