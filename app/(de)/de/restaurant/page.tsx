import { RestaurantPage, restaurantMetadata } from '@/app/(fr)/restaurant/restaurant-page';

export const metadata = restaurantMetadata('de');

export default function Page() {
  return <RestaurantPage lang="de" />;
}
