import type { Metadata } from 'next';
import { SiteLayout, siteViewport } from '@/components/site-layout';
import { NotFoundBody, notFoundMetadata } from '../features/not-found/not-found-body';

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
