import { RestaurantPage, restaurantMetadata } from '@/features/restaurant/restaurant-page';

export const metadata = restaurantMetadata('nl');

export default function Page() {
  return <RestaurantPage lang="nl" />;
}
