// What the request forms (a table, a stay, a voucher) show around their sending, so that a visitor meets the
// same button and the same failure alert on either: the words come from the form, in the page's language.
import type { ReactNode } from 'react';
import type { SendFailureKind } from '@/lib/send-email';

/** The alert's words: what went wrong, the advice for its kind, and the other ways to send. */
export interface RequestFailureWords {
  readonly error: string;
  readonly failureAdvice: Readonly<Record<SendFailureKind, string>>;
  readonly errorMailto: string;
  readonly errorMailtoLink: string;
  readonly errorPhone: string;
}

interface SendButtonProps {
  readonly sending: boolean;
  readonly label: string;
  readonly sendingLabel: string;
}

/** The form's submit button: it waits, disabled, while the provider answers. */
export function SendButton({ sending, label, sendingLabel }: SendButtonProps) {
  return (
    <button
      type="submit"
      disabled={sending}
      className="inline-flex min-h-12 items-center justify-center rounded-full bg-ember-600 px-8 py-3 font-semibold text-white transition-colors hover:bg-ember-700 disabled:cursor-wait disabled:bg-ember-500"
    >
      {sending ? sendingLabel : label}
    </button>
  );
}

interface RequestFailureAlertProps {
  readonly words: RequestFailureWords;
  readonly failure: SendFailureKind | null;
  /** The prepared e-mail, once the visitor's mail client has been handed it. */
  readonly fallbackHref: string | null;
  /** The venue's number, once the owner has given it. */
  readonly telHref: string | undefined;
  readonly phoneDisplay: string | undefined;
}

/** Said when sending failed: the advice for that failure, then the prepared e-mail and the phone. */
export function RequestFailureAlert({ words, failure, fallbackHref, telHref, phoneDisplay }: RequestFailureAlertProps) {
  return (
    <div role="alert" className="rounded-xl border border-danger-700 bg-danger-50 p-4 text-danger-800">
      <p className="font-semibold">{words.error}</p>
      {failure ? <p className="mt-2">{words.failureAdvice[failure]}</p> : null}
      {fallbackHref ? (
        <p className="mt-2">
          {words.errorMailto}{' '}
          <a href={fallbackHref} className="font-semibold underline">
            {words.errorMailtoLink}
          </a>
          {telHref && phoneDisplay ? (
            <>
              {' '}
              {words.errorPhone}{' '}
              <a href={telHref} className="font-semibold whitespace-nowrap underline">
                {phoneDisplay}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </div>
  );
}

interface RequestSentProps {
  /** Whether the request has gone: the live region is there from the start, so that the message is read when it comes. */
  readonly sent: boolean;
  /** What the form says once sent, in the page's language. */
  readonly children: ReactNode;
  /** The visitor's own copy of the request (a mailto), once sent. */
  readonly copyHref: string | null;
  readonly copyLabel: string;
}

/** Said when the request has gone: the form's message, then the link to keep a copy. */
export function RequestSent({ sent, children, copyHref, copyLabel }: RequestSentProps) {
  return (
    <div aria-live="polite">
      {sent ? (
        <p role="status" className="rounded-xl border border-forest-500 bg-forest-100 p-4 font-semibold text-forest-800">
          {children}
          {copyHref ? (
            <>
              {' '}
              <a href={copyHref} className="text-lake-700 underline underline-offset-4">
                {copyLabel}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
