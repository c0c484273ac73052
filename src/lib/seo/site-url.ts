/** Where the site answers when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The public base URL of the site (SITE_URL, default http://localhost:3000), without a trailing slash. Pages are
 * prerendered with it, so `npm start` rebuilds when it is started with another one (scripts/serve/start.mjs).
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** The site's origin (scheme, host and port), e.g. https://www.example.org. */
export function siteOrigin(): string {
  return new URL(siteUrl()).origin;
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return siteUrl() + (path.startsWith('/') ? path : `/${path}`);
}
