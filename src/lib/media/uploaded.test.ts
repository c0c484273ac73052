import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import { mediaPath } from '@/content/schema';
import {
  RENDITION_WIDTHS,
  focalPosition,
  imageReference,
  parseImageReference,
  renditionWidths,
  uploadedFile,
  uploadedFileType,
  uploadedReferences,
  uploadedSrcSet,
  videoReference,
  referencedImages,
  withCurrentFocal,
} from './uploaded';

const sha = 'a'.repeat(64);

describe('uploaded media addresses', () => {
  it('makes renditions at the image optimiser widths (next.config.ts images.deviceSizes)', () => {
    expect([...RENDITION_WIDTHS]).toEqual(nextConfig.images?.deviceSizes);
  });

  it('never enlarges: widths up to the original, or the original alone when it is narrower than all', () => {
    expect(renditionWidths(1000)).toEqual([480, 640, 750, 828, 992]);
    expect(renditionWidths(4000)).toEqual([...RENDITION_WIDTHS]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('a reference carries the size and focal point, and the content schemas accept it', () => {
    const ref = imageReference({ sha256: sha, width: 1200, height: 800, focal: { x: 0.25, y: 0.804 } });
    expect(ref).toBe(`/media/u/${sha}/1200x800-25-80.webp`);
    expect(mediaPath.safeParse(ref).success).toBe(true);
    const image = parseImageReference(ref)!;
    expect(image).toMatchObject({ sha256: sha, width: 1200, height: 800, focal: { x: 0.25, y: 0.8 }, src: `/media/u/${sha}/1080.webp` });
    expect(uploadedSrcSet(image)).toBe([480, 640, 750, 828, 992, 1080].map((w) => `/media/u/${sha}/${w}.webp ${w}w`).join(', '));
    expect(focalPosition(image.focal)).toBe('25% 80%');
    expect(imageReference({ sha256: sha, width: 10, height: 10 })).toBe(`/media/u/${sha}/10x10-50-50.webp`);
  });

  it('refuses what is not a reference', () => {
    expect(parseImageReference('/media/images/work/coral-1.webp')).toBeNull();
    expect(parseImageReference(`/media/u/${sha}/1200x800-101-0.webp`)).toBeNull();
    expect(parseImageReference(`/media/u/${sha.slice(1)}/1200x800-1-0.webp`)).toBeNull();
  });

  it('names the files that may be served, and nothing else', () => {
    expect(uploadedFile(`/media/u/${sha}/480.webp`)).toEqual({ sha256: sha, kind: 'rendition', width: 480, name: '480.webp' });
    expect(uploadedFile(`/media/u/${sha}/720p/seg_001.m4s`)).toEqual({ sha256: sha, kind: 'ladder', name: '720p/seg_001.m4s' });
    expect(uploadedFile(`/media/u/${sha}/poster.webp`)?.kind).toBe('poster');
    expect(uploadedFile(`/media/u/${sha}/1200x800-50-50.webp`)?.kind).toBe('reference');
    for (const bad of ['source.mp4', 'original.png', '../x', '720p/../../etc', '360p/index.m3u8', 'x/480.webp']) expect(uploadedFile(`/media/u/${sha}/${bad}`)).toBeNull();
    expect(uploadedFileType('master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(videoReference(sha)).toEqual({ originalFile: `/media/u/${sha}/original.mp4`, sequences: [`/media/u/${sha}/master.m3u8`], poster: `/media/u/${sha}/poster.webp` });
  });

  it('finds every uploaded file content names, with where it is: a media field, or a link anywhere in a text', () => {
    const other = 'b'.repeat(64);
    const data = {
      title: 'x',
      images: ['/media/images/a.webp', `/media/u/${sha}/10x10-50-50.webp`],
      video: { poster: `/media/u/${other}/poster.webp`, sequences: [`/media/u/${other}/master.m3u8`] },
      note: `<p>see <a href="/media/u/${sha}/original.mp4">the film</a> and <a href="/media/u/${sha}/poster.webp">its poster</a></p>`,
    };
    expect(uploadedReferences(data)).toEqual([
      { sha256: sha, path: ['images', 1] },
      { sha256: other, path: ['video', 'poster'] },
      { sha256: other, path: ['video', 'sequences', 0] },
      { sha256: sha, path: ['note'] },
    ]);
    expect(uploadedReferences(`/media/u/${sha.slice(1)}/poster.webp`)).toEqual([]);
  });

  it('gives each image reference the focal point its upload has now, and leaves everything else as it was', () => {
    const other = 'b'.repeat(64);
    const data = {
      title: 'x',
      images: ['/media/images/a.webp', `/media/u/${sha}/1200x800-25-80.webp`],
      hero: { src: `/media/u/${other}/640x480-50-50.webp` },
      video: { poster: `/media/u/${sha}/poster.webp` },
      untouched: { list: [1, 'two'] },
    };
    expect(referencedImages(data).sort()).toEqual([sha, other]);
    const moved = withCurrentFocal(data, (s) => (s === sha ? { x: 0.7, y: 0.2 } : undefined));
    expect(moved.images).toEqual(['/media/images/a.webp', `/media/u/${sha}/1200x800-70-20.webp`]);
    // The image the library does not know keeps its own reference; a poster is not an image reference.
    expect(moved.hero).toBe(data.hero);
    expect(moved.video).toBe(data.video);
    expect(moved.untouched).toBe(data.untouched);
    expect(data.images[1]).toBe(`/media/u/${sha}/1200x800-25-80.webp`);
    // Nothing to change: the very same value.
    expect(withCurrentFocal(data, () => ({ x: 0.25, y: 0.8 })).images).toBe(data.images);
    expect(withCurrentFocal(data, () => undefined)).toBe(data);
  });
});
