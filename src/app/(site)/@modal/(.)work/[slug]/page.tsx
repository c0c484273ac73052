import { caseStudyOf, upNextOf } from '@/app/(site)/work/[slug]/case-study';
import { CaseStudyLayout } from '@/components/work/CaseStudyLayout';
import { CaseStudyModal } from '@/components/work/CaseStudyModal';

/** A client navigation to /work/{slug} (a work card) opens the case study in a dialog over the current page. */
export const dynamicParams = true;
export { generateMetadata, generateStaticParams } from '@/app/(site)/work/[slug]/case-study';

export default async function CaseStudyModalPage({ params }: PageProps<'/work/[slug]'>) {
  const study = await caseStudyOf(params);
  const next = await upNextOf(study);
  return (
    <CaseStudyModal title={study.title} path={study.path}>
      <CaseStudyLayout study={study} next={next} context="modal" />
    </CaseStudyModal>
  );
}
