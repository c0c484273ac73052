import type { Metadata } from 'next';
import { site } from '@/content/site';

/** Every Open Graph card (src/lib/seo/og-image.tsx draws them) has this size. */
export const OG_SIZE = { width: 1200, height: 630 };

/** A page's own Open Graph card: its address and the words it shows, as the image's alt text. */
type OgCard = { url: string; alt: string };

type PageMeta = {
  title: string;
  description: string;
  /** The route's path, e.g. '/work/coral': becomes the canonical URL. */
  path: string;
  /** The page's own Open Graph card, when it has one. */
  image?: OgCard;
  /** The home page's title is used as it is, without the site-name template. */
  absoluteTitle?: boolean;
};

/** The site-wide Open Graph card (src/app/opengraph-image.tsx), used when a page has none of its own. */
export const SITE_CARD: OgCard = { url: '/opengraph-image', alt: `${site.name}: ${site.tagline}` };

/**
 * One place that composes a page's metadata (title, description, canonical, Open Graph, Twitter).
 * Every route calls this rather than writing the fields out by hand.
 */
export function pageMetadata({ title, description, path, image, absoluteTitle }: PageMeta): Metadata {
  const images = [{ ...(image ?? SITE_CARD), ...OG_SIZE }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
