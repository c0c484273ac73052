import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { webManifest } from './web-manifest';

describe('webManifest', () => {
  it('names the site and lists app icons that exist, 192 and 512 px among them', () => {
    const manifest = webManifest();
    expect(manifest.name).toBe(site.name);
    expect(manifest.start_url).toBe('/');
    const sizes = manifest.icons?.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons ?? []) {
      const file = icon.src.slice(1);
      // A file in public/, or a route that serves it (src/app/icon.svg/route.ts).
      expect(existsSync(path.join('public', file)) || existsSync(path.join('src/app', file, 'route.ts')), icon.src).toBe(true);
    }
  });
});
