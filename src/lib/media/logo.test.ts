import { describe, expect, it } from 'vitest';
import { clients } from '@/content/clients';
import { logoRendition } from './logo';

describe('logoRendition', () => {
  it('names the WebP beside a logo SVG', () => {
    expect(logoRendition('/media/logos/honeydu.svg')).toBe('/media/logos/honeydu.webp');
  });

  it('keeps any other path (an image already raster, an SVG elsewhere)', () => {
    expect(logoRendition('/media/logos/acme.png')).toBe('/media/logos/acme.png');
    expect(logoRendition('/media/images/x.svg')).toBe('/media/images/x.svg');
    expect(logoRendition('/media/logos/sub/x.svg')).toBe('/media/logos/sub/x.svg');
  });

  it('gives every client logo a rendition that differs from its SVG', () => {
    for (const client of clients) expect(logoRendition(client.logo)).not.toBe(client.logo);
  });
});
