import { emailJsConfig, sendWithin, type EmailJsConfig } from '@/lib/send-email';

/** The table request's EmailJS ids baked in at build time; null when the site was built without them. */
const tableRequestConfig = (): EmailJsConfig | null =>
  emailJsConfig(
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  );

/**
 * Sends the form's named fields with EmailJS `sendForm`. Rejects on any failure, including a site
 * built without EmailJS ids and a provider that does not answer in time, so that the caller always
 * falls back to the visitor's mail client.
 */
export async function sendReservation(form: HTMLFormElement, config = tableRequestConfig()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured: set the NEXT_PUBLIC_EMAILJS_* variables.');
  await sendWithin(async () => {
    // Imported here, in the form's own chunk: from lib/ the bundler gives the import a script of its own on every page with a form.
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
  });
}
