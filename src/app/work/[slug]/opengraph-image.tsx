import { notFound } from 'next/navigation';
import { getCaseStudy } from '@/content/case-studies';
import { caseStudySlugSchema } from '@/content/schema';
import { site } from '@/content/site';
import { caseStudyCardTitle } from '@/lib/seo/cards';
import { ogImage } from '@/lib/seo/og-image';

/**
 * A case study's Open Graph card, /work/{slug}/opengraph-image. It lives outside the (site) route group that holds
 * the page, so its address carries no group hash. Outside the page's folder, Next adds no meta tags for it:
 * pageMetadata names it (with its size and alt text, the card's title) for the page and for the dialog.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudySlugSchema.options.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return ogImage({
    eyebrow: `Case study · ${study.industry}`,
    title: caseStudyCardTitle(study),
    footer: site.name,
    accent: study.bgColor,
  });
}
