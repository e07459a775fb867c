import { Fragment, type ReactNode } from 'react';
import type { OwnerText, PrivacyNotice } from '@/config/request-privacy';

/** A "{name}" template with nodes in its places: an owner's French text keeps its lang="fr" inside a translated sentence. */
function filled(template: string, places: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in places ? places[name] : part}</Fragment>;
  });
}

const owned = ({ text, lang }: OwnerText) => (lang ? <span lang={lang}>{text}</span> : text);

/** The short data notice beside a request form (config/request-privacy.ts), with the way to the full one. */
export function RequestPrivacyNotice({
  notice,
  id,
  headingLevel = 4,
}: {
  readonly notice: PrivacyNotice;
  readonly id: string;
  readonly headingLevel?: 3 | 4;
}) {
  const { words, links } = notice;
  // One level under the form's own heading: h4 in the panels under a section's h3, h3 on a page whose form is under an h2.
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id} className="rounded-xl bg-lake-50 p-4 text-sm text-ink-muted">
      <Heading id={id} className="font-semibold text-lake-900">
        {words.title}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {/* A line that names a fact the owner has not given yet is left out (a preview: check:publish refuses it). */}
        {notice.company ? <li>{filled(words.controller, { company: notice.company })}</li> : null}
        <li>{`${words.purpose} ${words.legalBasis}`}</li>
        {notice.healthData ? <li>{notice.healthData}</li> : null}
        {notice.country && notice.basis ? (
          <li>{filled(words.recipients, { country: owned(notice.country), basis: owned(notice.basis) })}</li>
        ) : null}
        {notice.mailbox ? <li>{filled(words.mailbox, { mailbox: owned(notice.mailbox) })}</li> : null}
        {notice.retention ? <li>{filled(words.retention, { retention: owned(notice.retention) })}</li> : null}
        {notice.email ? <li>{filled(words.rights, { email: <span className="break-all">{notice.email}</span> })}</li> : null}
        <li>
          {filled(words.complaint, {
            cnil: (
              <a href={links.cnil} className="text-lake-700 underline underline-offset-4" rel="noopener noreferrer">
                {words.cnilLink}
              </a>
            ),
          })}
        </li>
      </ul>
      <p className="mt-2">
        <a href={links.details} className="text-lake-700 underline underline-offset-4">
          {words.detailsLink}
        </a>
      </p>
    </section>
  );
}
