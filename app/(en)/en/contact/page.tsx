import { ContactPage, contactMetadata } from '@/features/contact/contact-page';

export const metadata = contactMetadata('en');

export default function Page() {
  return <ContactPage lang="en" />;
}
