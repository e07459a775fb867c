import { RestaurantPage, restaurantMetadata } from '@/features/restaurant/restaurant-page';

export const metadata = restaurantMetadata('de');

export default function Page() {
  return <RestaurantPage lang="de" />;
}
