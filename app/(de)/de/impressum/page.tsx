import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const metadata = legalMetadata('de');

export default function Page() {
  return <LegalPage lang="de" />;
}
