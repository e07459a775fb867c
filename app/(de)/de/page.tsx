import { HomePage, homeMetadata } from '@/app/(fr)/home-page';

export const metadata = homeMetadata('de');

export default function Page() {
  return <HomePage lang="de" />;
}
