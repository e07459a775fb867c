// The browser entry of the owner's voucher code page (voucher-code-page.ts), bundled by build-admin.ts.
import { startVoucherCodePage } from './voucher-code-page';

startVoucherCodePage(document, window.crypto, navigator.clipboard);
