import type { Metadata } from 'next';

type PageMeta = {
  title: string;
  description: string;
  /** The route's path, e.g. '/work/coral': becomes the canonical URL. */
  path: string;
  /** Open Graph image path, when the page has its own. */
  image?: string;
  /** The home page's title is used as it is, without the site-name template. */
  absoluteTitle?: boolean;
};

/**
 * One place that composes a page's metadata (title, description, canonical, Open Graph, Twitter).
 * Every route calls this rather than writing the fields out by hand.
 */
/** The site-wide Open Graph image (src/app/opengraph-image.tsx), used when a page has none of its own. */
const DEFAULT_OG_IMAGE = { url: '/opengraph-image', width: 1200, height: 630 };

export function pageMetadata({ title, description, path, image, absoluteTitle }: PageMeta): Metadata {
  const images = [image ? { url: image } : DEFAULT_OG_IMAGE];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
