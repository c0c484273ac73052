import { JsonLd } from '@/components/seo/JsonLd';
import { getExpertisePage } from '@/content/expertise';
import { breadcrumbList } from '@/lib/seo/structured-data';

/** Adds the BreadcrumbList (Home › Expertise › page) to every expertise page. */
export default async function ExpertiseLayout({ children, params }: LayoutProps<'/expertise/[slug]'>) {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  return (
    <>
      {children}
      {page ? (
        <JsonLd
          data={breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Expertise', path: '/expertise' },
            { name: page.title, path: `/expertise/${slug}` },
          ])}
        />
      ) : null}
    </>
  );
}
