import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';
import { readNavigation, readPages } from '@/server/content/read';

export async function generateMetadata() {
  return notFoundMetadata((await readPages()).notFound);
}

/** A page outside the site's group that is not found (a staff page): the 404 content alone, in the bare root layout. */
export default async function NotFound() {
  const [pages, groups] = await Promise.all([readPages(), readNavigation()]);
  return (
    <main id="main" className="flex-1">
      <NotFoundContent copy={pages.notFound} groups={groups} />
    </main>
  );
}
