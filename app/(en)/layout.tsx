import type { ReactNode } from 'react';
import { layoutMetadata } from '@/site/page-metadata';
import { SiteLayout, siteViewport } from '@/site/site-layout';

export const metadata = layoutMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { readonly children: ReactNode }) {
  return <SiteLayout lang="en">{children}</SiteLayout>;
}
