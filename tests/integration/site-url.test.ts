/**
 * SITE_URL and API_BASE_URL are settings of the run: `npm start` with another SITE_URL (or API_BASE_URL) than the
 * build was made with rebuilds first, so robots.txt, the sitemap, canonical links and Open Graph addresses all follow
 * it, and the forms post to the API host, which the pages' Content-Security-Policy lets them reach. The test works on
 * a copy of the build in NEXT_DIST_DIR (next.config.ts), so the other suites keep theirs; its rebuild takes minutes.
 * Two instances are started at once, as systemd starts driftline@3000 and @3001: one builds, the other waits for it.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startServer, type Server } from './harness';

const ROOT = path.resolve(__dirname, '../..');
const DIST = '.next-site-url-test';
let server: Server | undefined;
let other: Server | undefined;
afterAll(async () => {
  await Promise.all([server?.stop(), other?.stop()]);
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
}, 60_000);

const get = async (s: Server, p: string) => {
  const r = await fetch(`${s.url}${p}`);
  expect(r.status, p).toBe(200);
  return r.text();
};
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

it('every absolute URL follows the SITE_URL given at start, and the forms post to the API_BASE_URL given at start', async () => {
  // A copy of the suite's build, made with the default SITE_URL (http://localhost:3000).
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
  await cp(path.join(ROOT, '.next'), path.join(ROOT, DIST), {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(ROOT, '.next', 'cache')) && !src.startsWith(path.join(ROOT, DIST)),
  });
  const site = 'https://www.example.org';
  const api = 'https://api.example.org/api';
  const start = () => startServer({ SITE_URL: site, API_BASE_URL: api, NEXT_DIST_DIR: DIST }, undefined, { entry: 'scripts/serve/start.mjs', startMs: 400_000 });
  [server, other] = await Promise.all([start(), start()]);
  const outputs = [server.output(), other.output()];
  // One built; the other waited for it instead of failing on Next's own build lock, and did not build again.
  expect(outputs.filter((o) => o.includes(`SITE_URL is "${site}" but the build was made with "http://localhost:3000"`)).length).toBe(1);
  expect(outputs.filter((o) => /Another npm start \(pid \d+\) is building the site; waiting for it to finish/.test(o)).length).toBe(1);
  expect(outputs.join('\n')).not.toContain('Another next build process is already running');
  expect(await get(other, '/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);

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

  // The pages may connect to the API host, and the enquiry form posts there.
  const contact = await fetch(`${server.url}/contact`);
  expect(contact.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.org;");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const posted: { url: string; method: string; body: string }[] = [];
    await page.route('https://api.example.org/**', async (route) => {
      const r = route.request();
      posted.push({ url: r.url(), method: r.method(), body: r.postDataBuffer()?.toString('latin1') ?? '' });
      await route.fulfill({ status: 201, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"id":"x"}' });
    });
    await page.goto(`${server.url}/contact`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Let’s get started.' });
    const field = (label: string) => form.getByLabel(label, { exact: false }).first();
    await field('Name').fill('Sam Lee');
    await field('Company').fill('Acme');
    await field('Phone').fill('+1 (407) 555-0100');
    await field('Email').fill('sam@acme.test');
    await field('Budget').fill('$40k');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message received!' }).waitFor();
    expect(posted.map(({ url, method }) => ({ url, method }))).toEqual([{ url: `${api}/contact`, method: 'POST' }]);
    expect(posted[0].body).toContain('Sam Lee');
  } finally {
    await browser.close();
  }
}, 600_000);
