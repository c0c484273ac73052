/**
 * Client logos are drawn as SVG (src/content/clients.ts names the SVG) but shown as a WebP rendition beside it, made
 * by `npm run media` (scripts/media/media.mjs imports this file). An SVG in an <img> is a document of its own: the browser
 * builds and lays it out on the page's main thread, several milliseconds each on a phone, six times on the home page.
 * A raster is decoded off the main thread. public/media/logos/renditions.json records which SVG (by its SHA-256) and
 * height each rendition was drawn from, so a changed SVG is drawn again. With MEDIA_BASE_URL set, the media service
 * resizes the rendition like any other image.
 */

/** The logos' tallest display height in CSS pixels (ClientLogos: h-12). */
const LOGO_DISPLAY_HEIGHT = 48;
/** Renditions are drawn for screens of up to this many device pixels per CSS pixel. */
const LOGO_DENSITY = 3;
/** A rendition's height in pixels. */
export const LOGO_RENDITION_HEIGHT = LOGO_DISPLAY_HEIGHT * LOGO_DENSITY;

/** What a rendition was drawn from, as renditions.json records it: the SVG's SHA-256 (hex) and the height. */
export function renditionStamp(svgSha256: string): string {
  return `${svgSha256}@${LOGO_RENDITION_HEIGHT}`;
}

/** The raster rendition of a logo: `/media/logos/x.svg` → `/media/logos/x.webp`; any other path is kept. */
export function logoRendition(logo: string): string {
  return logo.replace(/^(\/media\/logos\/[^/]+)\.svg$/, '$1.webp');
}
