import { notFound } from 'next/navigation';
import { caseStudyMetadata } from '@/lib/seo/case-study-metadata';
import { readCaseStudies, readCaseStudy } from '@/server/content/read';

/**
 * What both /work/{slug} routes share: the full page (./page.tsx) and the dialog opened over another page
 * (@modal/(.)work/[slug]/page.tsx), and the case study's Open Graph card. Each route file still writes
 * `dynamicParams = true` itself (Next reads it as a literal there): the published case studies are prerendered, a
 * case study published later renders on its first visit, and an unknown or unpublished slug is the site's 404.
 */
type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await readCaseStudies()).map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const study = await readCaseStudy((await params).slug);
  return study ? caseStudyMetadata(study) : {};
}

/** The case study a route shows; an unknown or unpublished slug is the site's 404. */
export async function caseStudyOf(params: Params) {
  const study = await readCaseStudy((await params).slug);
  if (!study) notFound();
  return study;
}

/** The case study Up Next shows after `study` (null when it is not published). */
export async function upNextOf(study: { nextWorkProject: { slug: string } }) {
  return readCaseStudy(study.nextWorkProject.slug);
}
