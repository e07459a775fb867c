import { VoucherPage } from '@/features/voucher/voucher-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('voucher', 'de');

export default function Page() {
  return <VoucherPage lang="de" structuredData={pageGraph('voucher', 'de')} />;
}
