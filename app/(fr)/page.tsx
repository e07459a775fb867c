import { HomePage, homeMetadata } from './home-page';

export const metadata = homeMetadata('fr');

export default function Page() {
  return <HomePage lang="fr" />;
}
