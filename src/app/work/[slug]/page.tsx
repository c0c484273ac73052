import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/ui/PageIntro';
import { caseStudySlugSchema } from '@/content/schema';

export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudySlugSchema.options.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/work/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return { title: slug };
}

export default async function CaseStudyPage({ params }: PageProps<'/work/[slug]'>) {
  const { slug } = await params;
  if (!caseStudySlugSchema.safeParse(slug).success) notFound();
  return <PageIntro heading={slug} intro="Case study" />;
}
