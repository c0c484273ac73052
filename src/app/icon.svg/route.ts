import { FAVICON_SVG } from '@/lib/seo/icons';
import { METADATA_FILE_CACHE_CONTROL } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/**
 * GET /icon.svg, prerendered: the site's icon for what needs an address (the web manifest, the structured data's logo).
 * The pages themselves carry it inline (src/lib/seo/icons.ts).
 */
export function GET() {
  return new Response(FAVICON_SVG, { headers: { 'content-type': 'image/svg+xml', 'cache-control': METADATA_FILE_CACHE_CONTROL } });
}
