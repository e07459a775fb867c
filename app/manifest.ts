import type { MetadataRoute } from 'next';
import { webManifest } from '@/site/seo';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: webManifest.name,
    short_name: webManifest.shortName,
    description: webManifest.description,
    lang: 'fr',
    start_url: '/',
    display: 'browser',
    theme_color: webManifest.themeColor,
    background_color: webManifest.backgroundColor,
    // Drawn from app/icon.svg by scripts/build/build-og-images.ts.
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
