import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentAside } from '@/components/expertise/ContentAside';
import { ExpertiseCta } from '@/components/expertise/ExpertiseCta';
import { ExpertiseHero } from '@/components/expertise/ExpertiseHero';
import { IconCards } from '@/components/expertise/IconCards';
import { expertiseCta, getExpertisePage } from '@/content/expertise';
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { expertiseCardTitle } from '@/lib/seo/cards';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return EXPERTISE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/expertise/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  if (!page) return {};
  // The page's own card (src/app/expertise/[slug]/opengraph-image.tsx), not the site-wide one.
  const cardTitle = expertiseCardTitle(page.hero);
  return pageMetadata({ title: page.title, description: page.description, path: `/expertise/${slug}`, cardTitle });
}

export default async function ExpertisePage({ params }: PageProps<'/expertise/[slug]'>) {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  if (!page) notFound();
  const variant = page.hero.variant;
  return (
    <>
      <ExpertiseHero hero={page.hero} intro={page.intro} />
      <ContentAside items={page.aside} variant={variant} />
      <IconCards section={page.iconCards} variant={variant} />
      <ExpertiseCta cta={expertiseCta} variant={variant} />
    </>
  );
}
