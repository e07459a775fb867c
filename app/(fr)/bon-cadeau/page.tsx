import { VoucherPage } from '@/features/voucher/voucher-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('voucher', 'fr');

export default function Page() {
  return <VoucherPage lang="fr" structuredData={pageGraph('voucher', 'fr')} />;
}
