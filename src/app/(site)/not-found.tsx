import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';

export const metadata = notFoundMetadata;

/** The site's 404 page, inside the site's shell ((site)/layout.tsx). */
export default function NotFound() {
  return <NotFoundContent />;
}
