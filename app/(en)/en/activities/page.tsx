import { LeisurePage, leisureMetadata } from '@/features/leisure/leisure-page';

export const metadata = leisureMetadata('en');

export default function Page() {
  return <LeisurePage lang="en" />;
}
