import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { WorkGrid } from '@/components/work/WorkGrid';
import { workGridCards } from '@/lib/work/grid';
import { readCaseStudies, readPages, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [pages, site] = await Promise.all([readPages(), readSite()]);
  return pageMetadata({ title: pages.work.title, description: pages.work.description, path: '/work', site });
}

export default async function WorkPage() {
  const [pages, caseStudies] = await Promise.all([readPages(), readCaseStudies()]);
  const copy = pages.work;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <section aria-label={copy.heading} className="container-site pb-24">
        <WorkGrid cards={workGridCards(caseStudies)} eagerFirst />
      </section>
    </>
  );
}
