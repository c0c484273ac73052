import { JsonLd } from '@/components/seo/JsonLd';
import { getCaseStudy } from '@/content/case-studies';
import { breadcrumbList } from '@/lib/seo/structured-data';

/** Adds the BreadcrumbList (Home › Work › case study) to every full case-study page. */
export default async function CaseStudyLayout({ children, params }: LayoutProps<'/work/[slug]'>) {
  const { slug } = await params;
  const study = getCaseStudy(slug);
  return (
    <>
      {children}
      {study ? (
        <JsonLd
          data={breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Work', path: '/work' },
            { name: study.title, path: `/work/${slug}` },
          ])}
        />
      ) : null}
    </>
  );
}
