/** Hands a prepared e-mail to the visitor's mail client. Its own module so that tests can replace it. */
export function openMailClient(mailtoHref: string): void {
  window.location.href = mailtoHref;
}
