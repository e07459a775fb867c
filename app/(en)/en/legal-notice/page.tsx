import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const metadata = legalMetadata('en');

export default function Page() {
  return <LegalPage lang="en" />;
}
