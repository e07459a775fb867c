import type { ReactNode } from 'react';
import { layoutMetadata } from '@/site/page-metadata';
import { SiteLayout, siteViewport } from '@/site/site-layout';

export const metadata = layoutMetadata('de');
export const viewport = siteViewport;

export default function GermanLayout({ children }: { readonly children: ReactNode }) {
  return <SiteLayout lang="de">{children}</SiteLayout>;
}
