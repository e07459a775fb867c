import { NotFoundBody } from '@/features/not-found/not-found-body';
import { notFoundMetadata } from '@/site/page-metadata';

// Moved to /nl/404.html after the build (scripts/build/finish-export.ts): the page every host serves for an unknown address under /nl/.
export const metadata = notFoundMetadata('nl');

export default function Page() {
  return <NotFoundBody lang="nl" />;
}
