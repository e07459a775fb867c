import { LegalPage, legalMetadata } from '@/app/(fr)/mentions-legales/legal-page';

export const metadata = legalMetadata('nl');

export default function Page() {
  return <LegalPage lang="nl" />;
}
