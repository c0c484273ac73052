import { ArrowLeft } from 'lucide-react';
import Link from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { CaseStudyLayout } from '@/components/work/CaseStudyLayout';
import { caseStudyCopy } from '@/content/case-studies';
import { sectionBreadcrumbs } from '@/lib/seo/structured-data';
import { caseStudyOf, upNextOf } from './case-study';

export const dynamicParams = true;
export { generateMetadata, generateStaticParams } from './case-study';

/** The full case-study page: a direct visit, a reload or a new tab. Its breadcrumb trail is for search engines. */
export default async function CaseStudyPage({ params }: PageProps<'/work/[slug]'>) {
  const study = await caseStudyOf(params);
  const next = await upNextOf(study);
  return (
    <>
      <article className="container-site pb-24 pt-8 sm:pt-12">
        <Link href="/work" className="mb-10 inline-flex items-center gap-2 text-muted transition hover:text-fg">
          <ArrowLeft aria-hidden="true" size={18} />
          {caseStudyCopy.allWork}
        </Link>
        <CaseStudyLayout study={study} next={next} context="page" />
      </article>
      <JsonLd data={sectionBreadcrumbs('work', study)} />
    </>
  );
}
