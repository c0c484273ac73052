import { FAVICON_SVG } from '@/lib/seo/favicon';

export const dynamic = 'force-static';

/**
 * GET /icon.svg, prerendered: the site's icon for what needs an address (the web manifest, the structured data's logo).
 * The pages themselves carry it inline (src/lib/seo/favicon.ts).
 */
export function GET() {
  return new Response(FAVICON_SVG, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}
