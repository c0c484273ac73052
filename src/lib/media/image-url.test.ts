import { describe, expect, it } from 'vitest';
import { bandMediaQuery, bandSizes, mediaServiceUrl, mediaServiceUrlForViewport, viewportBand } from './image-url';

describe('viewportBand', () => {
  it('splits at 480, 992 and 1513', () => {
    expect([0, 479, 480, 991, 992, 1512, 1513, 2560].map(viewportBand)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg']);
  });
  it('has matching media queries', () => {
    expect(bandMediaQuery('xs')).toBe('(max-width: 479px)');
    expect(bandMediaQuery('sm')).toBe('(min-width: 480px) and (max-width: 991px)');
    expect(bandMediaQuery('md')).toBe('(min-width: 992px) and (max-width: 1512px)');
    expect(bandMediaQuery('lg')).toBe('(min-width: 1513px)');
  });
});

describe('mediaServiceUrl', () => {
  it('appends the size and quality suffix to the path', () => {
    expect(mediaServiceUrl('https://media.example.com', '/media/images/work/coral-1.webp', { width: 450, height: 240 })).toBe(
      'https://media.example.com/media/images/work/coral-1.webp/m/450x240/filters:quality(80)',
    );
  });
  it('normalises slashes and rounds sizes', () => {
    expect(mediaServiceUrl('https://m.example.com/', 'a.webp', { width: 450.4, height: 239.6 })).toBe(
      'https://m.example.com/a.webp/m/450x240/filters:quality(80)',
    );
  });
});

describe('bandSizes', () => {
  it('sizes each band by its widest viewport, keeping the ratio and never upscaling', () => {
    const sizes = bandSizes({ width: 1452, height: 890 });
    expect(sizes.xs).toEqual({ width: 479, height: 294 });
    expect(sizes.sm).toEqual({ width: 991, height: 607 });
    expect(sizes.md).toEqual({ width: 1452, height: 890 });
    expect(sizes.lg).toEqual({ width: 1452, height: 890 });
    expect(bandSizes({ width: 2000, height: 1000 }, 0.5).lg).toEqual({ width: 960, height: 480 });
  });
  it('chooses the URL for a viewport width', () => {
    const sizes = bandSizes({ width: 1600, height: 1000 });
    expect(mediaServiceUrlForViewport('https://m.x', '/i.webp', sizes, 390)).toBe('https://m.x/i.webp/m/479x299/filters:quality(80)');
    expect(mediaServiceUrlForViewport('https://m.x', '/i.webp', sizes, 1440)).toBe('https://m.x/i.webp/m/1512x945/filters:quality(80)');
  });
});
