import { describe, expect, it } from 'vitest';
import type { WorkCard } from '@/content/schema';
import { featuredWorkCards } from './featured';

const card = (path: string, variant: WorkCard['variant'], bg = `${path}-bg`): WorkCard => ({
  variant,
  space: variant === 'landscape' ? 'inner' : 'outer',
  bgColor: 'blue',
  title: path,
  images: [],
  backgroundImage: bg,
  placeholderImage: '/p.webp',
  video: '/v.mp4',
  path,
  testimonial: { text: 't', author: 'a', position: 'p' },
});

describe('featuredWorkCards', () => {
  const grid = [
    card('/work/a', 'landscape'),
    card('/work/b', 'landscape'),
    card('/work/c', 'portrait', 'c1'),
    card('/work/c', 'portrait', 'c2'),
    card('/work/d', 'portrait', 'd1'),
    card('/work/e', 'portrait', 'e1'),
  ];

  it('takes one landscape card, then two portraits from different case studies', () => {
    expect(featuredWorkCards(grid).map((c) => c.backgroundImage)).toEqual(['/work/a-bg', 'c1', 'd1']);
  });
  it('takes the counts asked for', () => {
    expect(featuredWorkCards(grid, { landscape: 2, portrait: 0 }).map((c) => c.path)).toEqual(['/work/a', '/work/b']);
  });
  it('returns what exists when there are too few', () => {
    expect(featuredWorkCards(grid.slice(0, 1), { landscape: 1, portrait: 2 })).toHaveLength(1);
  });
});
