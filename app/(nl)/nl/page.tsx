import { HomePage, homeMetadata } from '@/features/home/home-page';

export const metadata = homeMetadata('nl');

export default function Page() {
  return <HomePage lang="nl" />;
}
