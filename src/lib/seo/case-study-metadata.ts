import type { CaseStudy } from '@/content/schema';
import { pageMetadata } from './metadata';

/** The words on a case study's Open Graph card, and so its alt text. */
export function caseStudyCardTitle(study: Pick<CaseStudy, 'title' | 'shortIntro'>) {
  return `${study.title}: ${study.shortIntro}`;
}

/**
 * A case study's metadata: its title and its short intro as the description. The Open Graph image is the case
 * study's own generated card (src/app/work/[slug]/opengraph-image.tsx, outside the (site) group: a 1200×630 PNG
 * with its title and industry), which every social network accepts, rather than the first case-study image (WebP
 * artwork some reject).
 */
export function caseStudyMetadata(study: Pick<CaseStudy, 'title' | 'shortIntro' | 'path'>) {
  return pageMetadata({
    title: study.title,
    description: study.shortIntro,
    path: study.path,
    image: { url: `${study.path}/opengraph-image`, alt: caseStudyCardTitle(study) },
  });
}
