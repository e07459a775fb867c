import { RestaurantPage } from '@/features/restaurant/restaurant-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('restaurant', 'en');

export default function Page() {
  return <RestaurantPage lang="en" structuredData={pageGraph('restaurant', 'en')} />;
}
