import { StaysPage, staysMetadata } from '@/app/(fr)/hebergements/stays-page';

export const metadata = staysMetadata('de');

export default function Page() {
  return <StaysPage lang="de" />;
}
