import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { WorkGrid } from '@/components/work/WorkGrid';
import { caseStudies } from '@/content/case-studies';
import { pages } from '@/content/pages';
import { workGridCards } from '@/lib/work/grid';

const copy = pages.work;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/work' });

export default function WorkPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <section aria-label={copy.heading} className="container-site pb-24">
        <WorkGrid cards={workGridCards(caseStudies)} eagerFirst />
      </section>
    </>
  );
}
