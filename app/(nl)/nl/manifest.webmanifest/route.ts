import { webManifestIn } from '@/site/seo';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(webManifestIn('nl'));
}
