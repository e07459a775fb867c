import type { Metadata } from 'next';
import { NotFoundBody } from '@/features/not-found/not-found-body';
import { notFoundMetadata } from '@/site/page-metadata';
import { SiteLayout, siteViewport } from '@/site/site-layout';

// Every address that matches no page: the site has one root layout per language (app/(fr)/layout.tsx…),
// so this page is a whole document of its own, in French (out/404.html).
export const metadata: Metadata = notFoundMetadata('fr');
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteLayout lang="fr">
      <NotFoundBody lang="fr" />
    </SiteLayout>
  );
}
