import { emailJsConfig, sendWithin, type EmailJsConfig } from '@/lib/send-email';

/** The EmailJS ids baked in at build time, the stay request's own template among them; null when one is missing. */
const stayRequestConfig = (): EmailJsConfig | null =>
  emailJsConfig(
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  );

/**
 * Sends the request's variables with EmailJS `send`, through the stay request's template (to the
 * owner alone: no auto-reply, issue 50). Rejects on any failure, a site built without the
 * ids and a provider silent too long included, so that the caller always falls back to the visitor's
 * mail client, as the table request does (classifySendFailure sorts the failure).
 */
export async function sendStayRequest(params: Readonly<Record<string, string>>, config = stayRequestConfig()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured for stay requests: set NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID and the others.');
  await sendWithin(async () => {
    // Imported here, in the form's own chunk: from lib/ the bundler gives the import a script of its own on every page with a form.
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.send(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
  });
}
