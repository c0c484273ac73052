import { notFound } from 'next/navigation';
import { getExpertisePage } from '@/content/expertise';
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { site } from '@/content/site';
import { OG_SIZE, ogImage } from '@/lib/seo/og-image';

/**
 * An expertise page's Open Graph card, /expertise/{slug}/opengraph-image. It lives outside the (site) route group
 * that holds the page, so its address carries no group hash: the page's generateMetadata names it.
 */
export const alt = 'Driftline expertise';
export const size = OG_SIZE;
export const contentType = 'image/png';
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
