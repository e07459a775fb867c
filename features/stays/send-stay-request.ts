import { SendTimeoutError, sendTimeoutMs } from '../restaurant/send-reservation';

interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** The EmailJS ids baked in at build time, the stay request's own template among them; null when one is missing. */
function stayEmailJsConfigFromEnv(): EmailJsConfig | null {
  const serviceId = process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = process.env.NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID;
  const publicKey = process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/**
 * Sends the request's variables with EmailJS `send`, through the stay request's template (its
 * auto-reply sends the visitor the acknowledgement). Rejects on any failure, a site built without the
 * ids and a provider silent for `sendTimeoutMs` included, so that the caller always falls back to the
 * visitor's mail client, as the table request does (classifySendFailure sorts the failure).
 */
export async function sendStayRequest(params: Readonly<Record<string, string>>, config = stayEmailJsConfigFromEnv()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured for stay requests: set NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID and the others.');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), sendTimeoutMs);
  });
  const sending = (async () => {
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.send(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
  })();
  try {
    await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
