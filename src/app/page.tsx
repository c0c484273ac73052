import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';

const copy = pages.home;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/', absoluteTitle: true });

export default function HomePage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
