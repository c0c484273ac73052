import { ContentAside } from '@/components/expertise/ContentAside';
import { ExpertiseCta } from '@/components/expertise/ExpertiseCta';
import { ExpertiseHero } from '@/components/expertise/ExpertiseHero';
import { IconCards } from '@/components/expertise/IconCards';
import { JsonLd } from '@/components/seo/JsonLd';
import { expertiseCta } from '@/content/expertise';
import { sectionBreadcrumbs } from '@/lib/seo/structured-data';
import { expertisePageOf } from './expertise-page';

export const dynamicParams = true;
export { generateMetadata, generateStaticParams } from './expertise-page';

/** An expertise page: hero, aside, icon cards and the call to action; its breadcrumb trail is for search engines. */
export default async function ExpertisePage({ params }: PageProps<'/expertise/[slug]'>) {
  const page = await expertisePageOf(params);
  const variant = page.hero.variant;
  return (
    <>
      <ExpertiseHero hero={page.hero} intro={page.intro} />
      <ContentAside items={page.aside} variant={variant} />
      <IconCards section={page.iconCards} variant={variant} />
      <ExpertiseCta cta={expertiseCta} variant={variant} />
      <JsonLd data={sectionBreadcrumbs('expertise', page)} />
    </>
  );
}
