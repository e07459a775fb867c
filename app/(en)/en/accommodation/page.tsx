import { StaysPage, staysMetadata } from '@/features/stays/stays-page';

export const metadata = staysMetadata('en');

export default function Page() {
  return <StaysPage lang="en" />;
}
