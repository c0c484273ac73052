import type { Metadata } from 'next';
import type { SiteConfig } from '@/content/schema';
import { site as seedSite } from '@/content/site';
import { FAVICON_DATA_URI, iconLink, SITE_ICONS } from './icons';
import { siteUrl } from './site-url';

/**
 * How the site's prerendered metadata files (the web manifest, /icon.svg) are cached: as Next's own metadata routes
 * (robots.txt, sitemap.xml), a browser or a proxy asks again each time, so a new deploy is seen at once.
 */
export const METADATA_FILE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Every Open Graph card (src/lib/seo/og-image.tsx draws them) has this size. */
export const OG_SIZE = { width: 1200, height: 630 };

type PageMeta = {
  title: string;
  description: string;
  /** The route's path, e.g. '/work/coral': becomes the canonical URL. */
  path: string;
  /**
   * The words on the page's own Open Graph card (src/lib/seo/cards.ts), when it has one: the card is drawn by its
   * route's opengraph-image.tsx at `${path}/opengraph-image`, and the words are its alt text.
   */
  cardTitle?: string;
  /** The home page's title is used as it is, without the site-name template. */
  absoluteTitle?: boolean;
  /** The site settings the site-wide card's alt text names (the published ones at runtime); src/content by default. */
  site?: Pick<SiteConfig, 'name' | 'tagline'>;
};

/**
 * The metadata every page starts from: the site's name (the title template), description and icons. The root layout
 * gives src/content's; the public pages' layout ((site)/layout.tsx) the published site settings.
 */
export function siteMetadata(site: Pick<SiteConfig, 'name' | 'description'>): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: 'en_US', type: 'website' },
    twitter: { card: 'summary_large_image' },
    // The tab's icon inline (no request, see src/lib/seo/icons.ts); a 192 px PNG, the size search engines ask for;
    // the home-screen icon. /favicon.ico is still served for whatever asks for it by that name.
    icons: {
      icon: [{ ...iconLink(SITE_ICONS.svg), url: FAVICON_DATA_URI }, iconLink(SITE_ICONS.png192)],
      apple: iconLink(SITE_ICONS.apple),
    },
  };
}

/** The site-wide Open Graph card (src/app/opengraph-image.tsx), used when a page has none of its own. */
export function siteCard(site: Pick<SiteConfig, 'name' | 'tagline'>) {
  return { url: '/opengraph-image', alt: `${site.name}: ${site.tagline}` };
}
export const SITE_CARD = siteCard(seedSite);

/**
 * One place that composes a page's metadata (title, description, canonical, Open Graph, Twitter).
 * Every route calls this rather than writing the fields out by hand.
 */
export function pageMetadata({ title, description, path, cardTitle, absoluteTitle, site = seedSite }: PageMeta): Metadata {
  const card = cardTitle ? { url: `${path}/opengraph-image`, alt: cardTitle } : siteCard(site);
  const images = [{ ...card, ...OG_SIZE }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
