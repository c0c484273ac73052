'use client';
import { useIdle } from '@/components/ui/hooks';

/**
 * The page's link to the web manifest, added once the page has loaded and the browser is idle (React puts it in
 * <head>). Chromium fetches a linked manifest and its icon as soon as it sees the link, to know whether the site can be
 * installed: in the HTML, those two requests ran alongside the page's own and, in Lighthouse's simulation, held its
 * largest paint back 40-60 ms on some routes. Installing needs the manifest only once someone asks for it.
 * With credentials, the manifest comes over the page's own connection (see the route). The address comes from the
 * layout as a plain value: src/lib/seo/web-manifest.ts reads the validated content, which would ship zod to the browser.
 */
export function WebManifestLink({ href }: { href: string }) {
  const idle = useIdle({ afterLoad: true });
  return idle ? <link rel="manifest" href={href} crossOrigin="use-credentials" /> : null;
}
