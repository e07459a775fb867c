import { StaysPage, staysMetadata } from '../../../features/stays/stays-page';

export const metadata = staysMetadata('fr');

export default function Page() {
  return <StaysPage lang="fr" />;
}
