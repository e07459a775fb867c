import { HomePage, homeMetadata } from '@/app/(fr)/home-page';

export const metadata = homeMetadata('nl');

export default function Page() {
  return <HomePage lang="nl" />;
}
