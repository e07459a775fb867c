import { LeisurePage, leisureMetadata } from '@/app/(fr)/loisirs/leisure-page';

export const metadata = leisureMetadata('en');

export default function Page() {
  return <LeisurePage lang="en" />;
}
