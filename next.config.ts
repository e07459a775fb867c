import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // /restaurant/index.html is served by every static host for /restaurant and /restaurant/.
  trailingSlash: true,
  // The build-time pipeline (scripts/build/build-images.mjs) emits the responsive variants.
  images: { unoptimized: true },
  poweredByHeader: false,
  // One root layout per language (app/(fr)/layout.tsx…): the 404 page is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
};

export default nextConfig;
