import { notFound } from 'next/navigation';
import { getCaseStudy } from '@/content/case-studies';
import { caseStudySlugSchema } from '@/content/schema';
import { caseStudyMetadata } from '@/lib/seo/case-study-metadata';

/**
 * What both /work/{slug} routes share: the full page (./page.tsx) and the dialog opened over another page
 * (@modal/(.)work/[slug]/page.tsx). Each route file still writes `dynamicParams = false` itself: Next reads it as a
 * literal there.
 */
type Params = Promise<{ slug: string }>;

export function generateStaticParams() {
  return caseStudySlugSchema.options.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const study = getCaseStudy((await params).slug);
  return study ? caseStudyMetadata(study) : {};
}

/** The case study a route shows; an unknown slug is the site's 404. */
export async function caseStudyOf(params: Params) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return study;
}
