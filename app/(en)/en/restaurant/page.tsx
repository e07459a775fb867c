import { RestaurantPage, restaurantMetadata } from '@/features/restaurant/restaurant-page';

export const metadata = restaurantMetadata('en');

export default function Page() {
  return <RestaurantPage lang="en" />;
}
