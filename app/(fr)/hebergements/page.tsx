import { StaysPage, staysMetadata } from './stays-page';

export const metadata = staysMetadata('fr');

export default function Page() {
  return <StaysPage lang="fr" />;
}
