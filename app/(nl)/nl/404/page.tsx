import { NotFoundPage, notFoundMetadata } from '@/app/not-found-page';

// Moved to /nl/404.html after the build (scripts/finish-export.ts): the page every host serves for an unknown address under /nl/.
export const metadata = notFoundMetadata;

export default function Page() {
  return <NotFoundPage lang="nl" />;
}
