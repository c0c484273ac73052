import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/NotFoundContent';
import { readPages } from '@/server/content/read';

/** The 404 page's title (Next takes the page's metadata, not the not-found file's, for a notFound() from a page). */
export async function generateMetadata() {
  return notFoundMetadata((await readPages()).notFound);
}

/**
 * Every address no other route takes: answered with the site's 404 page inside the site's shell ((site)/not-found.tsx).
 * Without it, Next answers such an address with the root not-found page, outside the (site) group and its shell.
 */
export default function Missing() {
  notFound();
}
