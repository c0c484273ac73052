import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/ui/PageIntro';
import { EXPERTISE_SLUGS, exploreGroups } from '@/content/navigation';

export const dynamicParams = false;

export function generateStaticParams() {
  return EXPERTISE_SLUGS.map((slug) => ({ slug }));
}

function labelFor(slug: string) {
  return exploreGroups.flatMap((g) => g.links).find((l) => l.href === `/expertise/${slug}`)?.label;
}

export async function generateMetadata({ params }: PageProps<'/expertise/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return { title: labelFor(slug) ?? 'Expertise' };
}

export default async function ExpertisePage({ params }: PageProps<'/expertise/[slug]'>) {
  const { slug } = await params;
  const label = labelFor(slug);
  if (!label) notFound();
  return <PageIntro heading={label} intro="Expertise" />;
}
