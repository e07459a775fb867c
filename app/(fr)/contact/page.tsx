import { ContactPage, contactMetadata } from '../../../features/contact/contact-page';

export const metadata = contactMetadata('fr');

export default function Page() {
  return <ContactPage lang="fr" />;
}
