import { StaysPage, staysMetadata } from '@/app/(fr)/hebergements/stays-page';

export const metadata = staysMetadata('nl');

export default function Page() {
  return <StaysPage lang="nl" />;
}
