import { LeisurePage, leisureMetadata } from '../../../features/leisure/leisure-page';

export const metadata = leisureMetadata('fr');

export default function Page() {
  return <LeisurePage lang="fr" />;
}
