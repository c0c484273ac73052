import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';

const copy = pages.home;

export const metadata: Metadata = { title: { absolute: copy.title }, description: copy.description };

export default function HomePage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
