/**
 * Client logos are drawn as SVG (src/content/clients.ts names the SVG) but shown as a WebP rendition beside it, made
 * by `npm run media` (scripts/media.mjs, which follows the same naming). An SVG in an <img> is a document of its own:
 * the browser builds and lays it out on the page's main thread, several milliseconds each on a phone, six times on
 * the home page. A raster is decoded off the main thread.
 */

/** The logos' tallest display height in CSS pixels (ClientLogos: h-12). */
export const LOGO_DISPLAY_HEIGHT = 48;
/** Renditions are drawn for screens of up to this many device pixels per CSS pixel. */
export const LOGO_DENSITY = 3;

/** The raster rendition of a logo: `/media/logos/x.svg` → `/media/logos/x.webp`; any other path is kept. */
export function logoRendition(logo: string): string {
  return logo.replace(/^(\/media\/logos\/[^/]+)\.svg$/, '$1.webp');
}
