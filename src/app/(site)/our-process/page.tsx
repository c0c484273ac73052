import { ExpertiseCta } from '@/components/expertise/ExpertiseCta';
import { IconCards } from '@/components/expertise/IconCards';
import { ProcessStages } from '@/components/process/ProcessStages';
import { PageIntro } from '@/components/ui/PageIntro';
import { pageMetadata } from '@/lib/seo/metadata';
import { readProcess, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [processContent, site] = await Promise.all([readProcess(), readSite()]);
  return pageMetadata({ title: processContent.page.title, description: processContent.page.description, path: '/our-process', site });
}

export default async function OurProcessPage() {
  const processContent = await readProcess();
  const copy = processContent.page;
  const { stages, principles, cta } = processContent;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <ProcessStages
        heading={stages.heading}
        intro={stages.intro}
        activitiesLabel={stages.activitiesLabel}
        deliverablesLabel={stages.deliverablesLabel}
        stages={stages.items}
      />
      <IconCards
        section={{ title: principles.heading, paragraph: principles.intro, items: principles.items.map((p) => ({ icon: p.icon, title: p.title, description: p.text })) }}
        variant="blue"
      />
      <ExpertiseCta cta={cta} variant="green" />
    </>
  );
}
