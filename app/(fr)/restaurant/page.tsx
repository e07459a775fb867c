import { RestaurantPage, restaurantMetadata } from './restaurant-page';

export const metadata = restaurantMetadata('fr');

export default function Page() {
  return <RestaurantPage lang="fr" />;
}
