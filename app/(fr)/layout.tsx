import type { ReactNode } from 'react';
import { layoutMetadata } from '@/site/page-metadata';
import { SiteLayout, siteViewport } from '@/site/site-layout';

export const metadata = layoutMetadata('fr');
export const viewport = siteViewport;

export default function FrenchLayout({ children }: { readonly children: ReactNode }) {
  return <SiteLayout lang="fr">{children}</SiteLayout>;
}
