import type { ReactNode } from 'react';
import { layoutMetadata, SiteLayout, siteViewport } from '@/components/site-layout';

export const metadata = layoutMetadata('fr');
export const viewport = siteViewport;

export default function FrenchLayout({ children }: { readonly children: ReactNode }) {
  return <SiteLayout lang="fr">{children}</SiteLayout>;
}
