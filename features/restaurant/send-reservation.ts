import type { SendFailureKind } from '@/features/restaurant/reservation-fields';

interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** Longest wait for the e-mail provider before the visitor is offered the other ways to reach us. */
export const sendTimeoutMs = 15_000;

export type { SendFailureKind } from '@/features/restaurant/reservation-fields';

export class SendTimeoutError extends Error {
  constructor() {
    super(`No answer from EmailJS within ${sendTimeoutMs} ms.`);
    this.name = 'SendTimeoutError';
  }
}

/** The EmailJS ids baked in at build time; null when the site was built without them. */
function emailJsConfigFromEnv(): EmailJsConfig | null {
  const serviceId = process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  const publicKey = process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/**
 * Sends the form's named fields with EmailJS `sendForm`. Rejects on any failure, including a
 * site built without EmailJS ids and a provider that does not answer within `sendTimeoutMs`, so
 * that the caller always falls back to the visitor's mail client.
 */
export async function sendReservation(form: HTMLFormElement, config = emailJsConfigFromEnv()): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured: set the NEXT_PUBLIC_EMAILJS_* variables.');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), sendTimeoutMs);
  });
  // The SDK takes no abort signal: past the delay its answer is ignored.
  const sending = (async () => {
    // Loaded on submit only: visitors who never send a request never download it.
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
  })();
  try {
    await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sorts whatever the SDK rejected with: an EmailJSResponseStatus ({ status, text }), a fetch
 * TypeError when the network fails, a plain string for missing ids, or our own timeout.
 */
export function classifySendFailure(error: unknown): SendFailureKind {
  if (error instanceof SendTimeoutError) return 'timeout';
  if (error instanceof TypeError) return 'network';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN;
  if (status === 0) return 'network';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'unavailable';
  // 400 (missing or wrong key or ids), 403 (block list), 412, 451 (headless), a thrown string or a
  // site built without ids: trying again will not help, the mail or the phone will.
  return 'refused';
}
