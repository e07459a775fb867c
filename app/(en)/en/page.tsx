import { HomePage, homeMetadata } from '@/app/(fr)/home-page';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomePage lang="en" />;
}
