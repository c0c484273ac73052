import { notFound } from 'next/navigation';

/**
 * Every address no other route takes: answered with the site's 404 page inside the site's shell ((site)/not-found.tsx).
 * Without it, Next answers such an address with the root not-found page, outside the (site) group and its shell.
 */
export default function Missing() {
  notFound();
}
