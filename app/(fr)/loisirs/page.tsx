import { LeisurePage, leisureMetadata } from './leisure-page';

export const metadata = leisureMetadata('fr');

export default function Page() {
  return <LeisurePage lang="fr" />;
}
