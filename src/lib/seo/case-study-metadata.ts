import type { CaseStudy } from '@/content/schema';
import { nonEmptyImages } from '@/lib/work-grid';
import { pageMetadata } from './metadata';

/** A case study's metadata: its title, its short intro as the description and its first image for Open Graph. */
export function caseStudyMetadata(study: Pick<CaseStudy, 'title' | 'shortIntro' | 'path' | 'images'>) {
  return pageMetadata({
    title: study.title,
    description: study.shortIntro,
    path: study.path,
    image: nonEmptyImages(study.images)[0],
  });
}
