import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { pageMetadata, siteMetadata } from './metadata';

const base = { title: 'Docker', description: 'Containers.', path: '/expertise/docker' };

describe('pageMetadata', () => {
  it('names the page’s own card beside it, with its size and its words as alt text', () => {
    const meta = pageMetadata({ ...base, cardTitle: 'Ship the same box.' });
    const card = { url: '/expertise/docker/opengraph-image', alt: 'Ship the same box.', width: 1200, height: 630 };
    expect(meta.openGraph?.images).toEqual([card]);
    expect(meta.twitter?.images).toEqual([card]);
  });

  it('falls back to the site-wide card, with its size and alt text', () => {
    const [card] = pageMetadata(base).openGraph?.images as { url: string; alt: string; width: number }[];
    expect(card.url).toBe('/opengraph-image');
    expect(card.alt).toBe(`${site.name}: ${site.tagline}`);
    expect(card.width).toBe(1200);
  });

  it('names the site it is given (the published settings) in the site-wide card’s alt text', () => {
    const [card] = pageMetadata({ ...base, site: { name: 'Tideway', tagline: 'Boats' } }).openGraph?.images as { alt: string }[];
    expect(card.alt).toBe('Tideway: Boats');
  });
});

describe('siteMetadata', () => {
  it('names the given site in the title template, the description, the application and Open Graph site name', () => {
    const meta = siteMetadata({ name: 'Tideway', description: 'We build boats.' });
    expect(meta.title).toEqual({ default: 'Tideway', template: '%s · Tideway' });
    expect(meta.description).toBe('We build boats.');
    expect(meta.applicationName).toBe('Tideway');
    expect(meta.openGraph).toMatchObject({ siteName: 'Tideway' });
  });
});
