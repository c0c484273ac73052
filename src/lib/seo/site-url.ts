/** The public base URL of the site (SITE_URL, default http://localhost:3000), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return siteUrl() + (path.startsWith('/') ? path : `/${path}`);
}
