/**
 * The site's icon (issue 10), one drawing for every place it shows. The page's own <link rel="icon"> carries it as a
 * data: address, so a browser draws the tab's icon without a request: Chromium fetched /icon.svg as soon as the HTML
 * was parsed, alongside the page's largest image, and Lighthouse's simulation then gave one of the two a new
 * connection and held the largest paint back one more round trip (150 ms) on the runs where the icon came first
 * (issue 30). The same drawing is served at FAVICON_PATH for what needs an address: the web manifest, the
 * Organization's logo in the structured data, and any crawler that follows the PNG favicon's siblings.
 */
export const FAVICON_PATH = '/icon.svg';

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#0a0c10"/><path d="M16 18h14c9.4 0 16 5.8 16 14s-6.6 14-16 14H16z" fill="none" stroke="#6b8cff" stroke-width="6"/><path d="M26 40c6-8 12-12 22-14" fill="none" stroke="#3fd4e6" stroke-width="5" stroke-linecap="round"/></svg>';

/** FAVICON_SVG as a data: address for <link rel="icon">. */
export const FAVICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
