import { getCaseStudy } from '@/content/case-studies';
import { site } from '@/content/site';
import { OG_SIZE, ogImage } from '@/lib/seo/og-image';

export const alt = 'Driftline case study';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const study = getCaseStudy(slug);
  return ogImage({
    eyebrow: `Case study · ${study?.industry ?? 'Work'}`,
    title: study ? `${study.title}: ${study.shortIntro}` : site.tagline,
    footer: site.name,
    accent: study?.bgColor ?? 'blue',
  });
}
