import { NotFoundBody } from '@/features/not-found/not-found-body';
import { notFoundMetadata } from '@/site/page-metadata';

// Moved to /de/404.html after the build (scripts/build/finish-export.ts): the page every host serves for an unknown address under /de/.
export const metadata = notFoundMetadata('de');

export default function Page() {
  return <NotFoundBody lang="de" />;
}
