import { RestaurantPage } from '@/features/restaurant/restaurant-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('restaurant', 'nl');

export default function Page() {
  return <RestaurantPage lang="nl" structuredData={pageGraph('restaurant', 'nl')} />;
}
