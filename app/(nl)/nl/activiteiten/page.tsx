import { LeisurePage, leisureMetadata } from '@/app/(fr)/loisirs/leisure-page';

export const metadata = leisureMetadata('nl');

export default function Page() {
  return <LeisurePage lang="nl" />;
}
