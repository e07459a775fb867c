import { RestaurantPage, restaurantMetadata } from '../../../features/restaurant/restaurant-page';

export const metadata = restaurantMetadata('fr');

export default function Page() {
  return <RestaurantPage lang="fr" />;
}
