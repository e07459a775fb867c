import { HomePage, homeMetadata } from '@/features/home/home-page';

export const metadata = homeMetadata('de');

export default function Page() {
  return <HomePage lang="de" />;
}
