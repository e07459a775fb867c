import { NotFoundPage, notFoundMetadata } from '@/app/not-found-page';

// Moved to /de/404.html after the build (scripts/finish-export.ts): the page every host serves for an unknown address under /de/.
export const metadata = notFoundMetadata;

export default function Page() {
  return <NotFoundPage lang="de" />;
}
