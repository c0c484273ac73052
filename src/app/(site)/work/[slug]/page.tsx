import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CaseStudyLayout } from '@/components/work/CaseStudyLayout';
import { caseStudyCopy, getCaseStudy } from '@/content/case-studies';
import { caseStudySlugSchema } from '@/content/schema';
import { caseStudyMetadata } from '@/lib/seo/case-study-metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudySlugSchema.options.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/work/[slug]'>) {
  const study = getCaseStudy((await params).slug);
  return study ? caseStudyMetadata(study) : {};
}

/** The full case-study page: a direct visit, a reload or a new tab. */
export default async function CaseStudyPage({ params }: PageProps<'/work/[slug]'>) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return (
    <article className="container-site pb-24 pt-8 sm:pt-12">
      <Link href="/work" className="mb-10 inline-flex items-center gap-2 text-muted transition hover:text-fg">
        <ArrowLeft aria-hidden="true" size={18} />
        {caseStudyCopy.allWork}
      </Link>
      <CaseStudyLayout study={study} context="page" />
    </article>
  );
}
