import { PALETTE } from '@/lib/design/palette.mjs';

/**
 * The site's icons: one list of files and sizes for the page's <head> (src/app/layout.tsx) and the web
 * manifest (web-manifest.ts).
 *
 * The tab's icon is FAVICON_SVG, which the page's own <link rel="icon"> carries as a data: address, so a browser draws
 * it without a request. Chromium fetched /icon.svg as soon as the HTML was parsed, alongside the page's largest
 * image, and Lighthouse's simulation then gave one of the two a new connection and held the largest paint back one
 * more round trip (150 ms) on the runs where the icon came first. The same drawing is served at
 * SITE_ICONS.svg for what needs an address: the web manifest and the Organization's logo in the structured data.
 */
export const SITE_ICONS = {
  svg: { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
  png192: { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
  png512: { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
  apple: { src: '/apple-icon.png', type: 'image/png', sizes: '180x180' },
} as const;

export const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${PALETTE.ink}"/>` +
  `<path d="M16 18h14c9.4 0 16 5.8 16 14s-6.6 14-16 14H16z" fill="none" stroke="${PALETTE.blue}" stroke-width="6"/>` +
  `<path d="M26 40c6-8 12-12 22-14" fill="none" stroke="${PALETTE.cyan}" stroke-width="5" stroke-linecap="round"/></svg>`;

/**
 * FAVICON_SVG as a data: address for <link rel="icon">, escaped only where the address or its attribute needs it
 * (`"`, `%`, `#`, `<`, `>`; spaces, `=`, `:` and `/` as they are): a fifth shorter than encodeURIComponent's, on every
 * page. (Single quotes would need no escape in the address, but React writes each as `&#x27;` in the attribute.)
 */
export const FAVICON_DATA_URI = `data:image/svg+xml,${FAVICON_SVG.replace(/["%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** One of SITE_ICONS as Next's metadata takes it for a <link> in the head: its address is `url`. */
export function iconLink({ src, ...rest }: (typeof SITE_ICONS)[keyof typeof SITE_ICONS]) {
  return { url: src, ...rest };
}
