import { RestaurantPage, restaurantMetadata } from '@/app/(fr)/restaurant/restaurant-page';

export const metadata = restaurantMetadata('nl');

export default function Page() {
  return <RestaurantPage lang="nl" />;
}
