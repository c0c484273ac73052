import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';
import { readNavigation, readPages } from '@/server/content/read';

export async function generateMetadata() {
  return notFoundMetadata((await readPages()).notFound);
}

/** The site's 404 page, inside the site's shell ((site)/layout.tsx). */
export default async function NotFound() {
  const [pages, groups] = await Promise.all([readPages(), readNavigation()]);
  return <NotFoundContent copy={pages.notFound} groups={groups} />;
}
