export interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** The EmailJS ids baked in at build time; null when the site was built without them. */
export function emailJsConfigFromEnv(): EmailJsConfig | null {
  const serviceId = process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  const publicKey = process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/**
 * Sends the form's named fields with EmailJS `sendForm`. Rejects on any failure, including a
 * site built without EmailJS ids, so that the caller always falls back to the visitor's mail client.
 */
export async function sendReservation(form: HTMLFormElement, config = emailJsConfigFromEnv()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured: set the NEXT_PUBLIC_EMAILJS_* variables.');
  // Loaded on submit only: visitors who never send a request never download it.
  const { default: emailjs } = await import('@emailjs/browser');
  await emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
}
