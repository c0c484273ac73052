import type { Metadata } from 'next';
import type { SiteConfig } from '@/content/schema';
import { site as seedSite } from '@/content/site';

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
