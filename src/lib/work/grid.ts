/**
 * Pure rules of the work grid and the case-study page, shared by /work, the home page and the case-study layout.
 */
import {
  CASE_STUDY_IMAGES_USED,
  CASE_STUDY_VIDEOS_USED,
  type CaseStudy,
  type WorkCard,
} from '@/content/schema';

/** A case study with fewer than this many (non-empty) images gets one landscape card; otherwise one portrait card per image. */
export const PORTRAIT_CARD_THRESHOLD = 5;

/** Intrinsic card sizes from the spec; cards reserve them with CSS aspect-ratio. */
export const WORK_CARD_SIZE = {
  landscape: { width: 1452, height: 890 },
  portrait: { width: 710, height: 890 },
} as const;

type CardSource = Pick<
  CaseStudy,
  'title' | 'images' | 'placeholderImage' | 'video' | 'path' | 'bgColor' | 'testimonial' | 'testimonialAuthor' | 'testimonialAuthorPosition'
>;

/** The images a case study really has: empty entries are skipped. */
export function nonEmptyImages(images: readonly string[]): string[] {
  return images.filter((src) => src.trim() !== '');
}

/** The first line of a multi-line testimonial: the snippet shown on a card. */
export function testimonialSnippet(testimonial: string): string {
  return testimonial.split('\n').map((line) => line.trim()).find(Boolean) ?? '';
}

function baseCard(study: CardSource, images: string[]) {
  return {
    bgColor: study.bgColor,
    title: study.title,
    images,
    placeholderImage: study.placeholderImage,
    video: study.video.originalFile,
    path: study.path,
    testimonial: {
      text: testimonialSnippet(study.testimonial),
      author: study.testimonialAuthor,
      position: study.testimonialAuthorPosition,
    },
  };
}

/** The one landscape card of a case study (also used for Up Next). Falls back to the video poster without images. */
export function landscapeCard(study: CardSource): WorkCard {
  const images = nonEmptyImages(study.images);
  return {
    ...baseCard(study, images),
    variant: 'landscape',
    space: 'inner',
    backgroundImage: images[0] ?? study.video.poster,
  };
}

/**
 * The cards of the work grid, in case-study order: fewer than 5 non-empty images → one landscape/inner card;
 * otherwise one portrait/outer card per image.
 */
export function workGridCards(caseStudies: readonly CardSource[]): WorkCard[] {
  return caseStudies.flatMap((study): WorkCard[] => {
    const images = nonEmptyImages(study.images);
    if (images.length < PORTRAIT_CARD_THRESHOLD) return [landscapeCard(study)];
    return images.map((src) => ({ ...baseCard(study, images), variant: 'portrait', space: 'outer', backgroundImage: src }));
  });
}

/** Poster of a clip from its master playlist: /media/video/<clip>/master.m3u8 → /media/video/<clip>/poster.webp. */
export function posterFor(playlist: string): string {
  return playlist.replace(/\/[^/]+$/, '/poster.webp');
}

/** Progressive MP4 of a clip from its master playlist: /media/video/<clip>/master.m3u8 → /media/video/<clip>/original.mp4. */
export function originalFor(playlist: string): string {
  return playlist.replace(/\/[^/]+$/, '/original.mp4');
}

export type CaseStudyImage = { src: string; alt: string };
export type CaseStudyVideo = { src: string; poster: string };

/**
 * The media of the case-study main column: 3 videos and up to 4 images (in two pairs), empty images skipped.
 */
export function caseStudyMedia(study: Pick<CaseStudy, 'images' | 'imageAlts' | 'video'>): {
  videos: CaseStudyVideo[];
  imagePairs: CaseStudyImage[][];
} {
  const images = study.images
    .map((src, i) => ({ src, alt: study.imageAlts[i] ?? '' }))
    .filter((img) => img.src.trim() !== '')
    .slice(0, CASE_STUDY_IMAGES_USED);
  const videos = study.video.sequences.slice(0, CASE_STUDY_VIDEOS_USED).map((src) => ({ src, poster: posterFor(src) }));
  return { videos, imagePairs: [images.slice(0, 2), images.slice(2, 4)].filter((pair) => pair.length > 0) };
}
