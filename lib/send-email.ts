// What both request forms (a table, a stay) share to hand a request to EmailJS: the ids baked in at
// build, a bounded wait, and the sorting of a failure into the advice the visitor reads. Each form
// keeps its own call (a form's fields, or a stay's variables) and its own template.

export interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** How a failed sending is explained to the visitor: each kind has its own advice in every language. */
export type SendFailureKind = 'network' | 'timeout' | 'throttled' | 'unavailable' | 'refused';

/** Longest wait for the e-mail provider before the visitor is offered the other ways to reach us. */
export const sendTimeoutMs = 15_000;

export class SendTimeoutError extends Error {
  constructor() {
    super(`No answer from EmailJS within ${sendTimeoutMs} ms.`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * The ids as the build baked them in (each form reads its `process.env.NEXT_PUBLIC_…` names itself,
 * for Next inlines only names written out); null when one is missing.
 */
export function emailJsConfig(
  serviceId: string | undefined,
  templateId: string | undefined,
  publicKey: string | undefined,
): EmailJsConfig | null {
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/**
 * Runs one sending (the caller loads the SDK inside it, on submit only: visitors who never send a
 * request never download it). Rejects on its failure and when the provider does not answer within
 * `sendTimeoutMs`, so that the caller always falls back to the visitor's mail client.
 */
export async function sendWithin(sending: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), sendTimeoutMs);
  });
  // The SDK takes no abort signal: past the delay its answer is ignored.
  try {
    await Promise.race([sending(), timeout]);
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
