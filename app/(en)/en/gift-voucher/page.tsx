import { VoucherPage } from '@/features/voucher/voucher-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('voucher', 'en');

export default function Page() {
  return <VoucherPage lang="en" structuredData={pageGraph('voucher', 'en')} />;
}
