import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getExpertisePage } from '@/content/expertise';
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { expertiseCardTitle } from '@/lib/seo/cards';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * What the expertise routes share: the page (./page.tsx) and its Open Graph card
 * (src/app/expertise/[slug]/opengraph-image.tsx). Each route file still writes `dynamicParams = false` itself: Next
 * reads it as a literal there.
 */
type Params = Promise<{ slug: string }>;

export function generateStaticParams() {
  return EXPERTISE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  if (!page) return {};
  // The page's own card (src/app/expertise/[slug]/opengraph-image.tsx), not the site-wide one.
  return pageMetadata({ title: page.title, description: page.description, path: `/expertise/${slug}`, cardTitle: expertiseCardTitle(page.hero) });
}

/** The expertise page a route shows, with its address; an unknown slug is the site's 404. */
export async function expertisePageOf(params: Params) {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  if (!page) notFound();
  return { ...page, path: `/expertise/${slug}` };
}
