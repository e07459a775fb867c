import { LegalPage, legalMetadata } from '../../../features/legal/legal-page';

export const metadata = legalMetadata('fr');

export default function Page() {
  return <LegalPage lang="fr" />;
}
