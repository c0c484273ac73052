import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clients } from '@/content/clients';
import { logoRendition, renditionStamp } from './logo';

const PUBLIC = path.join(process.cwd(), 'public');

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

describe('the committed logo renditions', () => {
  it('exist and were drawn from the current SVGs at the current height (else run npm run media and commit)', () => {
    const drawn = JSON.parse(readFileSync(path.join(PUBLIC, 'media/logos/renditions.json'), 'utf8')) as Record<string, string>;
    for (const { logo } of clients) {
      const sha = createHash('sha256').update(readFileSync(path.join(PUBLIC, logo))).digest('hex');
      expect(existsSync(path.join(PUBLIC, logoRendition(logo))), logo).toBe(true);
      expect(drawn[path.basename(logo)], logo).toBe(renditionStamp(sha));
    }
  });
});
