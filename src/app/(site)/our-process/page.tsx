import { ExpertiseCta } from '@/components/expertise/ExpertiseCta';
import { IconCards } from '@/components/expertise/IconCards';
import { ProcessStages } from '@/components/process/ProcessStages';
import { PageIntro } from '@/components/ui/PageIntro';
import { pageMetadata } from '@/lib/seo/metadata';
import { readPages, readProcess, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [pages, site] = await Promise.all([readPages(), readSite()]);
  return pageMetadata({ title: pages.ourProcess.title, description: pages.ourProcess.description, path: '/our-process', site });
}

export default async function OurProcessPage() {
  const [pages, processContent] = await Promise.all([readPages(), readProcess()]);
  const copy = pages.ourProcess;
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
