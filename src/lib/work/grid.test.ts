import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { SEED_CASE_STUDY_SLUGS, type CaseStudy } from '@/content/schema';
import { caseStudyMedia, originalFor, posterFor, testimonialSnippet, workGridCards } from './grid';

const study = (images: string[], over: Partial<CaseStudy> = {}): CaseStudy => ({
  ...caseStudies[0],
  images,
  imageAlts: images.map((src, i) => (src ? `image ${i + 1}` : '')),
  ...over,
});
const img = (n: number) => `/media/images/work/x-${n}.webp`;

describe('workGridCards', () => {
  it('gives a case study with 4 images one landscape/inner card', () => {
    const cards = workGridCards([study([img(1), img(2), img(3), img(4)])]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ variant: 'landscape', space: 'inner', backgroundImage: img(1) });
    expect(cards[0].images).toEqual([img(1), img(2), img(3), img(4)]);
  });

  it('gives a case study with 5 images one portrait/outer card per image', () => {
    const images = [img(1), img(2), img(3), img(4), img(5)];
    const cards = workGridCards([study(images)]);
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.variant === 'portrait' && c.space === 'outer')).toBe(true);
    expect(cards.map((c) => c.backgroundImage)).toEqual(images);
  });

  it('gives a case study with 0 images one landscape card showing the video poster', () => {
    const s = study([]);
    const cards = workGridCards([s]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ variant: 'landscape', space: 'inner', backgroundImage: s.video.poster, images: [] });
  });

  it('does not count empty images: 5 entries with one empty is still a landscape card', () => {
    const cards = workGridCards([study([img(1), '', img(2), img(3), img(4)])]);
    expect(cards).toHaveLength(1);
    expect(cards[0].variant).toBe('landscape');
    expect(cards[0].images).not.toContain('');
  });

  it('keeps case-study order and carries path, title, video and testimonial snippet', () => {
    const cards = workGridCards(caseStudies);
    expect(cards[0]).toMatchObject({
      path: '/work/troophunter',
      title: 'TroopHunter',
      video: caseStudies[0].video.originalFile,
      testimonial: { text: testimonialSnippet(caseStudies[0].testimonial), author: caseStudies[0].testimonialAuthor },
    });
    // the content exercises both card kinds
    expect(cards.some((c) => c.variant === 'portrait')).toBe(true);
    expect(cards.some((c) => c.variant === 'landscape')).toBe(true);
  });
});

describe('each case study\'s next project', () => {
  const next = (slug: string) => caseStudies.find((c) => c.slug === slug)!.nextWorkProject.slug;
  it('follows the slug order', () => {
    expect(next('troophunter')).toBe('totalhealthdentalcare');
    expect(next('coral')).toBe('goldendao');
  });
  it('wraps from the last to the first', () => {
    const order = SEED_CASE_STUDY_SLUGS;
    expect(next(order[order.length - 1])).toBe(order[0]);
  });
  it('names the next study\'s card video', () => {
    for (const c of caseStudies) {
      const n = caseStudies.find((s) => s.slug === c.nextWorkProject.slug)!;
      expect(c.nextWorkProject.video).toBe(n.video.originalFile);
    }
  });
});

describe('caseStudyMedia', () => {
  it('uses 3 videos and the first 4 non-empty images in two pairs, with their alt text', () => {
    const s = study([img(1), '', img(2), img(3), img(4), img(5)]);
    const { videos, imagePairs } = caseStudyMedia(s);
    expect(videos).toHaveLength(3);
    expect(videos[0]).toEqual({ src: s.video.sequences[0], poster: posterFor(s.video.sequences[0]) });
    expect(imagePairs.map((p) => p.map((i) => i.src))).toEqual([
      [img(1), img(2)],
      [img(3), img(4)],
    ]);
    expect(imagePairs[0][1].alt).toBe('image 3');
  });
  it('gives every real case study 3 videos and 4 images', () => {
    for (const c of caseStudies) {
      const { videos, imagePairs } = caseStudyMedia(c);
      expect(videos).toHaveLength(3);
      expect(imagePairs.flat()).toHaveLength(4);
      expect(imagePairs.flat().every((i) => i.alt.length > 0)).toBe(true);
    }
  });
});

describe('posterFor and originalFor', () => {
  it('map a clip master playlist to its poster and its progressive MP4', () => {
    expect(posterFor('/media/video/orbit/master.m3u8')).toBe('/media/video/orbit/poster.webp');
    expect(originalFor('/media/video/orbit/master.m3u8')).toBe('/media/video/orbit/original.mp4');
  });
});
