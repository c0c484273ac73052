import type { MetadataRoute } from 'next';
import type { SiteConfig } from '@/content/schema';
import { site as seedSite } from '@/content/site';
import { PALETTE } from '@/lib/design/palette.mjs';
import { SITE_ICONS } from './icons';

/** Where the web manifest is served (src/app/manifest.webmanifest/route.ts) and linked (src/components/layout/WebManifestLink.tsx, once the page has loaded). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The site's web manifest: its name, colours and app icons; `site`: the published settings, src/content by default. */
export function webManifest(site: Pick<SiteConfig, 'name' | 'description'> = seedSite): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: '/',
    display: 'standalone',
    background_color: PALETTE.ink,
    theme_color: PALETTE.ink,
    icons: [SITE_ICONS.svg, SITE_ICONS.png192, { ...SITE_ICONS.png512, purpose: 'any' }, SITE_ICONS.apple],
  };
}
