import { RestaurantPage, restaurantMetadata } from '@/app/(fr)/restaurant/restaurant-page';

export const metadata = restaurantMetadata('en');

export default function Page() {
  return <RestaurantPage lang="en" />;
}
