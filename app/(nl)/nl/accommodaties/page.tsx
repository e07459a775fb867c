import { StaysPage, staysMetadata } from '@/features/stays/stays-page';

export const metadata = staysMetadata('nl');

export default function Page() {
  return <StaysPage lang="nl" />;
}
