import type { CaseStudy } from '@/content/schema';
import { caseStudyCardTitle } from './cards';
import { pageMetadata } from './metadata';

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
    cardTitle: caseStudyCardTitle(study),
  });
}
