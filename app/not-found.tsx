import type { Metadata } from 'next';
import { PageBanner } from '@/components/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundMeta, notFoundPage } from '@/content/not-found';

export const metadata: Metadata = notFoundMeta;

export default function NotFound() {
  return (
    <>
      <PageBanner banner={notFoundPage.banner} />
      <section aria-label={notFoundPage.banner.title} className="mx-auto max-w-content px-5 py-section lg:px-8">
        <p className="max-w-prose text-lg text-ink-muted">{notFoundPage.text}</p>
        <div className="mt-8">
          <ButtonLink href={notFoundPage.homeLink.href} variant="lake">
            {notFoundPage.homeLink.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
