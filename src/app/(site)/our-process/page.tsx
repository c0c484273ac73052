import { ExpertiseCta } from '@/components/expertise/ExpertiseCta';
import { IconCards } from '@/components/expertise/IconCards';
import { ProcessStages } from '@/components/process/ProcessStages';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';
import { processContent } from '@/content/process';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = pages.ourProcess;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/our-process' });

export default function OurProcessPage() {
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
