import { ContactPage, contactMetadata } from '@/features/contact/contact-page';

export const metadata = contactMetadata('de');

export default function Page() {
  return <ContactPage lang="de" />;
}
