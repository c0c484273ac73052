/**
 * SITE_URL is a setting of the run: `npm start` with another SITE_URL than the build was made with rebuilds
 * first, so robots.txt, the sitemap, canonical links and Open Graph addresses all follow it. The test works on a
 * copy of the build in NEXT_DIST_DIR (next.config.ts), so the other suites keep theirs; its rebuild takes a minute.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

const ROOT = path.resolve(__dirname, '../..');
const DIST = '.next-site-url-test';
let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
}, 60_000);

const get = async (s: Server, p: string) => {
  const r = await fetch(`${s.url}${p}`);
  expect(r.status, p).toBe(200);
  return r.text();
};
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

it('every absolute URL follows the SITE_URL given at start', async () => {
  // A copy of the suite's build, made with the default SITE_URL (http://localhost:3000).
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
  await cp(path.join(ROOT, '.next'), path.join(ROOT, DIST), {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(ROOT, '.next', 'cache')) && !src.startsWith(path.join(ROOT, DIST)),
  });
  const site = 'https://www.example.org';
  server = await startServer({ SITE_URL: site, NEXT_DIST_DIR: DIST }, undefined, { entry: 'scripts/serve/start.mjs', startMs: 300_000 });
  expect(server.output()).toContain(`SITE_URL is "${site}" but the build was made with "http://localhost:3000"`);

  expect(await get(server, '/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
  const locs = [...(await get(server, '/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(30);
  expect(locs.every((l) => l.startsWith(`${site}/`))).toBe(true);

  for (const p of ['/', '/work/coral', '/expertise/docker']) {
    const html = await get(server, p);
    expect(html).not.toContain('localhost:3000');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(p === '/' ? site : `${site}${p}`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toMatch(new RegExp(`^${site.replace(/\./g, '\\.')}`));
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${site.replace(/\./g, '\\.')}/`));
  }
}, 360_000);
