import { caseStudyOf } from '@/app/(site)/work/[slug]/case-study';
import { cardEyebrow, caseStudyCardTitle } from '@/lib/seo/cards';
import { readSite } from '@/server/content/read';
import { ogImage } from '@/server/seo/og-image';

/**
 * A case study's Open Graph card, /work/{slug}/opengraph-image. It lives outside the (site) route group that holds
 * the page, so its address carries no group hash. Outside the page's folder, Next adds no meta tags for it:
 * pageMetadata names it (with its size and alt text, the card's title) for the page and for the dialog.
 */
export const dynamicParams = true;
export { generateStaticParams } from '@/app/(site)/work/[slug]/case-study';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const [study, site] = await Promise.all([caseStudyOf(params), readSite()]);
  return ogImage({
    eyebrow: cardEyebrow('caseStudy', study.industry),
    title: caseStudyCardTitle(study),
    footer: site.name,
    accent: study.bgColor,
  });
}
