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
export function pageMetadata({ title, description, path, image, absoluteTitle }: PageMeta): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', ...(image ? { images: [image] } : {}) },
    twitter: { card: 'summary_large_image', title, description, ...(image ? { images: [image] } : {}) },
  };
}
