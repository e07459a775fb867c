import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const metadata = legalMetadata('nl');

export default function Page() {
  return <LegalPage lang="nl" />;
}
