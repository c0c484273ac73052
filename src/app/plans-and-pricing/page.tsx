import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';

const copy = pages.plansAndPricing;

export const metadata: Metadata = { title: copy.title, description: copy.description };

export default function Page() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
