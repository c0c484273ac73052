import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';
import { Showreel } from '@/components/media/Showreel';

const copy = pages.home;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/', absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <Showreel />
      <PageIntro heading={copy.heading} intro={copy.intro} />
    </>
  );
}
