import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { organization } from '@/lib/seo/structured-data';
import { DEFAULT_EXPERTISE_IMAGE } from '@/content/home';
import { HomeIntro } from '@/components/home/HomeIntro';
import { ClientLogos } from '@/components/home/ClientLogos';
import { AwardsIntro } from '@/components/home/AwardsIntro';
import { ExpertiseCards } from '@/components/home/ExpertiseCards';
import { HomeWork } from '@/components/home/HomeWork';
import { BottomBlock } from '@/components/home/BottomBlock';
import { Showreel } from '@/components/media/Showreel';
import { WorkGrid } from '@/components/work/WorkGrid';
import { workGridCards } from '@/lib/work/grid';
import { featuredWorkCards } from '@/lib/work/featured';
import { readCaseStudies, readClients, readHome, readShowreel, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [home, site] = await Promise.all([readHome(), readSite()]);
  const copy = home.page;
  return pageMetadata({ title: copy.title, description: copy.description, path: '/', absoluteTitle: true, site });
}

export default async function HomePage() {
  const [home, clients, showreel, caseStudies, site] = await Promise.all([readHome(), readClients(), readShowreel(), readCaseStudies(), readSite()]);
  const copy = home.page;
  const { bottomBlock, expertise, work } = home;
  return (
    <>
      <Showreel showreel={showreel} />
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
      {/* The agency's Organization, on its home page alone, as search engines recommend; a job posting's
          hiringOrganization names the same node (/#organization). */}
      <JsonLd data={organization(site)} />
    </>
  );
}
