import { getExpertisePage } from '@/content/expertise';
import { OG_SIZE, ogImage } from '@/lib/seo/og-image';
import { site } from '@/content/site';

export const alt = 'Driftline expertise';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const page = getExpertisePage(slug);
  return ogImage({
    eyebrow: `Expertise · ${page?.hero.tagText ?? 'Services'}`,
    title: page ? page.hero.heading.join(' ') : site.tagline,
    footer: site.name,
    accent: page?.hero.variant ?? 'blue',
  });
}
