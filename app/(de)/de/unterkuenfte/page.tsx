import { StaysPage, staysMetadata } from '@/features/stays/stays-page';

export const metadata = staysMetadata('de');

export default function Page() {
  return <StaysPage lang="de" />;
}
