import { notFound } from 'next/navigation';
import { getExpertisePage } from '@/content/expertise';
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { site } from '@/content/site';
import { expertiseCardTitle } from '@/lib/seo/cards';
import { ogImage } from '@/lib/seo/og-image';

/**
 * An expertise page's Open Graph card, /expertise/{slug}/opengraph-image. It lives outside the (site) route group
 * that holds the page, so its address carries no group hash. Outside the page's folder, Next adds no meta tags for
 * it: pageMetadata names it, with its size and alt text (the card's title), for the page.
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
    title: expertiseCardTitle(page.hero),
    footer: site.name,
    accent: page.hero.variant,
  });
}
