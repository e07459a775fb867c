import { LeisurePage, leisureMetadata } from '@/features/leisure/leisure-page';

export const metadata = leisureMetadata('nl');

export default function Page() {
  return <LeisurePage lang="nl" />;
}
