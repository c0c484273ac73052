import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';

export const metadata = notFoundMetadata;

/** A page outside the site's group that is not found (a staff page): the 404 content alone, in the bare root layout. */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}
