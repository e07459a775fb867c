import { emailJsConfig, sendWithin, type EmailJsConfig } from '@/lib/send-email';

/** The EmailJS ids baked in at build time, the voucher request's own template among them; null when one is missing. */
const voucherRequestConfig = (): EmailJsConfig | null =>
  emailJsConfig(
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  );

/**
 * Sends the request's variables with EmailJS `send`, through the voucher's template (to the owner
 * alone: no auto-reply, issue 50). Rejects on any failure, a site built without
 * the ids and a provider silent too long included, so that the caller falls back to the mail client.
 */
export async function sendVoucherRequest(params: Readonly<Record<string, string>>, config = voucherRequestConfig()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured for gift vouchers: set NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID and the others.');
  await sendWithin(async () => {
    // Imported here, in the form's own chunk: visitors who never send a request never download it.
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.send(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
  });
}
