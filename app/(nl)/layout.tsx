import type { ReactNode } from 'react';
import { layoutMetadata } from '@/site/page-metadata';
import { SiteLayout, siteViewport } from '@/site/site-layout';

export const metadata = layoutMetadata('nl');
export const viewport = siteViewport;

export default function DutchLayout({ children }: { readonly children: ReactNode }) {
  return <SiteLayout lang="nl">{children}</SiteLayout>;
}
