import { VoucherPage } from '@/features/voucher/voucher-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('voucher', 'nl');

export default function Page() {
  return <VoucherPage lang="nl" structuredData={pageGraph('voucher', 'nl')} />;
}
