import { StaysPage, staysMetadata } from '@/app/(fr)/hebergements/stays-page';

export const metadata = staysMetadata('en');

export default function Page() {
  return <StaysPage lang="en" />;
}
