import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { expertiseCardTitle } from '@/lib/seo/cards';
import { pageMetadata } from '@/lib/seo/metadata';
import { readExpertisePage, readExpertisePages } from '@/server/content/read';

/**
 * What the expertise routes share: the page (./page.tsx) and its Open Graph card
 * (src/app/expertise/[slug]/opengraph-image.tsx). Each route file still writes `dynamicParams = true` itself (Next
 * reads it as a literal there): the published pages are prerendered, a page published later renders on its first
 * visit, and an unknown or unpublished slug is the site's 404.
 */
type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await readExpertisePages()).map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const page = await readExpertisePage(slug);
  if (!page) return {};
  // The page's own card (src/app/expertise/[slug]/opengraph-image.tsx), not the site-wide one.
  return pageMetadata({ title: page.title, description: page.description, path: `/expertise/${slug}`, cardTitle: expertiseCardTitle(page.hero) });
}

/** The expertise page a route shows, with its address; an unknown or unpublished slug is the site's 404. */
export async function expertisePageOf(params: Params) {
  const { slug } = await params;
  const page = await readExpertisePage(slug);
  if (!page) notFound();
  return { ...page, path: `/expertise/${slug}` };
}
