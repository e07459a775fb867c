import { LeisurePage, leisureMetadata } from '@/app/(fr)/loisirs/leisure-page';

export const metadata = leisureMetadata('de');

export default function Page() {
  return <LeisurePage lang="de" />;
}
