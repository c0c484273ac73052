import { METADATA_FILE_CACHE_CONTROL } from '@/lib/seo/metadata';
import { webManifest } from '@/lib/seo/web-manifest';
import { readSite } from '@/server/content/read';

export const dynamic = 'force-static';

/**
 * GET /manifest.webmanifest, prerendered like robots.txt. Not Next's `app/manifest.ts`: the link Next writes for it
 * has no `crossorigin="use-credentials"` (Next adds it on Vercel previews only), so browsers fetch the manifest
 * without credentials, on a connection of its own, and Lighthouse's simulated largest paint waited for that
 * connection in some runs. src/components/layout/WebManifestLink.tsx adds the link, with credentials, once the page has loaded.
 */
export async function GET() {
  return new Response(JSON.stringify(webManifest(await readSite())), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': METADATA_FILE_CACHE_CONTROL },
  });
}
