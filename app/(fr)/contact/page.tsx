import { ContactPage, contactMetadata } from './contact-page';

export const metadata = contactMetadata('fr');

export default function Page() {
  return <ContactPage lang="fr" />;
}
