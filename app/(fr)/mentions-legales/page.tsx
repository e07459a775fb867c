import { LegalPage, legalMetadata } from './legal-page';

export const metadata = legalMetadata('fr');

export default function Page() {
  return <LegalPage lang="fr" />;
}
