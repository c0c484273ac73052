import { describe, expect, it } from 'vitest';
import { FAVICON_DATA_URI, FAVICON_SVG, iconLink, SITE_ICONS } from './icons';

describe('favicon', () => {
  it('is one square SVG drawing, and the data: address carries exactly it', () => {
    expect(FAVICON_SVG).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1">/);
    expect(FAVICON_SVG.endsWith('</svg>')).toBe(true);
    expect(FAVICON_DATA_URI.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_DATA_URI.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    // Nothing an HTML attribute or a URL would end early on, and nothing React would write as an entity.
    expect(FAVICON_DATA_URI).not.toMatch(/["'<>#&\n\t]/);
    // Escaped no more than it must be: shorter than encodeURIComponent's.
    expect(FAVICON_DATA_URI.length).toBeLessThan(`data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`.length * 0.85);
  });

  it('gives Next an icon as a link: its address as url, nothing else renamed', () => {
    expect(iconLink(SITE_ICONS.png192)).toEqual({ url: '/icon-192.png', type: 'image/png', sizes: '192x192' });
  });
});
