import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // /restaurant/index.html is served by every static host for /restaurant and /restaurant/.
  trailingSlash: true,
  // The build-time pipeline (scripts/build-images.mjs) emits the responsive variants.
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default nextConfig;
