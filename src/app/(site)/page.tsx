import { pageMetadata } from '@/lib/seo/metadata';
import { pages } from '@/content/pages';
import { home, DEFAULT_EXPERTISE_IMAGE } from '@/content/home';
import { clients } from '@/content/clients';
import { HomeIntro } from '@/components/home/HomeIntro';
import { ClientLogos } from '@/components/home/ClientLogos';
import { AwardsIntro } from '@/components/home/AwardsIntro';
import { ExpertiseCards } from '@/components/home/ExpertiseCards';
import { HomeWork } from '@/components/home/HomeWork';
import { BottomBlock } from '@/components/home/BottomBlock';
import { Showreel } from '@/components/media/Showreel';
import { WorkGrid } from '@/components/work/WorkGrid';
import { caseStudies } from '@/content/case-studies';
import { workGridCards } from '@/lib/work/grid';
import { featuredWorkCards } from '@/lib/work/featured';

const copy = pages.home;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/', absoluteTitle: true });

export default function HomePage() {
  const { bottomBlock, expertise, work } = home;
  return (
    <>
      <Showreel />
      <HomeIntro heading={copy.heading} intro={copy.intro} />
      <ClientLogos heading={home.clients.heading} logos={clients} />
      <AwardsIntro text={home.awardsIntro} />
      <ExpertiseCards
        heading={expertise.heading}
        intro={expertise.intro}
        readMore={expertise.readMore}
        defaultImage={DEFAULT_EXPERTISE_IMAGE}
        cards={expertise.cards}
      />
      <HomeWork heading={work.heading} intro={work.intro} link={work.link}>
        <WorkGrid cards={featuredWorkCards(workGridCards(caseStudies))} />
      </HomeWork>
      <BottomBlock block={bottomBlock} link={bottomBlock.link} />
    </>
  );
}
