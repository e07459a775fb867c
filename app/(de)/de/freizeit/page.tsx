import { LeisurePage, leisureMetadata } from '@/features/leisure/leisure-page';

export const metadata = leisureMetadata('de');

export default function Page() {
  return <LeisurePage lang="de" />;
}
