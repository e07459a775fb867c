import { LegalPage, legalMetadata } from '@/app/(fr)/mentions-legales/legal-page';

export const metadata = legalMetadata('en');

export default function Page() {
  return <LegalPage lang="en" />;
}
