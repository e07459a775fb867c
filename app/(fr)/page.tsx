import { HomePage, homeMetadata } from '../../features/home/home-page';

export const metadata = homeMetadata('fr');

export default function Page() {
  return <HomePage lang="fr" />;
}
