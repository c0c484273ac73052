import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';

const copy = pages.about;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/about' });

export default function Page() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
