import { notFound } from 'next/navigation';
import { CaseStudyLayout } from '@/components/work/CaseStudyLayout';
import { CaseStudyModal } from '@/components/work/CaseStudyModal';
import { getCaseStudy } from '@/content/case-studies';
import { caseStudySlugSchema } from '@/content/schema';
import { caseStudyMetadata } from '@/lib/seo/case-study-metadata';

/** A client navigation to /work/{slug} (a work card) opens the case study in a dialog over the current page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudySlugSchema.options.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/work/[slug]'>) {
  const study = getCaseStudy((await params).slug);
  return study ? caseStudyMetadata(study) : {};
}

export default async function CaseStudyModalPage({ params }: PageProps<'/work/[slug]'>) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return (
    <CaseStudyModal title={study.title} path={study.path}>
      <CaseStudyLayout study={study} context="modal" />
    </CaseStudyModal>
  );
}
