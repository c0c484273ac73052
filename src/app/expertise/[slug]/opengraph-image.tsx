import { notFound } from 'next/navigation';
import { getExpertisePage } from '@/content/expertise';
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { site } from '@/content/site';
import { ogImage } from '@/lib/seo/og-image';

/**
 * An expertise page's Open Graph card, /expertise/{slug}/opengraph-image. It lives outside the (site) route group
 * that holds the page, so its address carries no group hash. Outside the page's folder, Next adds no meta tags for
 * it: the page's generateMetadata names it, with its size and alt text (the card's title, the page's heading).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return EXPERTISE_SLUGS.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = getExpertisePage((await params).slug);
  if (!page) notFound();
  return ogImage({
    eyebrow: `Expertise · ${page.hero.tagText}`,
    title: page.hero.heading.join(' '),
    footer: site.name,
    accent: page.hero.variant,
  });
}
