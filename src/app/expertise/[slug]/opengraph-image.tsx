import { expertisePageOf } from '@/app/(site)/expertise/[slug]/expertise-page';
import { cardEyebrow, expertiseCardTitle } from '@/lib/seo/cards';
import { readSite } from '@/server/content/read';
import { ogImage } from '@/server/seo/og-image';

/**
 * An expertise page's Open Graph card, /expertise/{slug}/opengraph-image. It lives outside the (site) route group
 * that holds the page, so its address carries no group hash. Outside the page's folder, Next adds no meta tags for
 * it: pageMetadata names it, with its size and alt text (the card's title), for the page.
 */
export const dynamicParams = true;
export { generateStaticParams } from '@/app/(site)/expertise/[slug]/expertise-page';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const [page, site] = await Promise.all([expertisePageOf(params), readSite()]);
  return ogImage({
    eyebrow: cardEyebrow('expertise', page.hero.tagText),
    title: expertiseCardTitle(page.hero),
    footer: site.name,
    accent: page.hero.variant,
  });
}
