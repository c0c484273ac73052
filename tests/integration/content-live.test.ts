/**
 * A publish is live everywhere within seconds (docs/content-editing-design.md 3.3 and 3.4): two production
 * instances on one PostgreSQL 15 behind Debian's nginx with the deploy/ configuration (./content-cluster.ts). A new published version of a
 * role is written in SQL, as the editor's publish does it (a content_versions row, the item's published version, and
 * announceChange's bump of content_state.version with the paths it touched). Each instance's watcher sees it within
 * a second, has Next render /careers and /internships again, makes the edge's memory forget them and warms them;
 * nginx keeps a page two seconds at most. Checked: both instances (directly and through nginx) serve the new title
 * within 10 s; the page they serve is finished as the build finishes its pages (scripts after paint, the stylesheet
 * inline) and its Content-Security-Policy lists exactly the hashes of its inline scripts, with no 'unsafe-inline'.
 * Ten publishes in a row print the time until the new title is seen everywhere (goal: 5 s on average). And an
 * instance started on a database whose content was changed serves the changed page from its first answer.
 */
import { createHash } from 'node:crypto';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFlight } from '../../scripts/build/lib/hydrate-after-paint.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startBehindNginx, untilEverywhere, type NginxCluster } from './content-cluster';
import { startServer } from './harness';

/** Goal 5 of the issue: a publish is served everywhere within this. */
const LIVE_WITHIN_MS = 10_000;
const PUBLISHES = 10;

let c: NginxCluster;

beforeAll(async () => {
  c = await startBehindNginx();
}, 120_000);

afterAll(async () => {
  await c?.stop();
}, 60_000);

type Role = { id: string; key: string; data: Record<string, unknown> & { title: string } };

async function firstRole(): Promise<Role> {
  const [role] = await c.query<Role>(
    `SELECT i.id, i.key, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
     WHERE i.kind = 'role' AND i.status = 'published' ORDER BY i.position, i.key LIMIT 1`,
  );
  return role;
}

/** Publishes a new version of the role with this title, in one transaction, as the editor does (announceChange). */
async function publishTitle(role: Role, title: string): Promise<void> {
  const db = new pg.Client({ connectionString: c.postgres.url });
  await db.connect();
  try {
    await db.query('BEGIN');
    const [v] = (
      await db.query<{ id: string }>(`INSERT INTO content_versions (item_id, data, source, note) VALUES ($1, $2, 'edit', 'content-live test') RETURNING id`, [
        role.id,
        { ...role.data, title },
      ])
    ).rows;
    await db.query('UPDATE content_items SET published_version_id = $1 WHERE id = $2', [v.id, role.id]);
    const [s] = (await db.query<{ version: string }>('UPDATE content_state SET version = version + 1, changed_at = now() RETURNING version')).rows;
    await db.query('INSERT INTO content_changes (version, paths, items) VALUES ($1, $2, $3)', [s.version, ['/careers', '/internships'], [role.id]]);
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

/** The page as a browser gets it (brotli accepted), its policy and caching. */
async function page(base: string, route = '/careers') {
  const r = await fetch(`${base}${route}`, { headers: { 'accept-encoding': 'br' } });
  return { status: r.status, html: await r.text(), csp: r.headers.get('content-security-policy') ?? '', cacheControl: r.headers.get('cache-control') ?? '' };
}

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The inline scripts a browser runs (no src; classic or module; JSON-LD is data). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs = '', body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !/javascript|module/i.test(type)) continue;
    out.push(body);
  }
  return out;
}

/** script-src's hash sources. */
const policyHashes = (csp: string) => [...(/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '').matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);

function expectFinishedAndAllowed(p: Awaited<ReturnType<typeof page>>, where: string) {
  expect(p.status, where).toBe(200);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(p.csp)?.[1] ?? '';
  expect(scriptSrc, `${where}: script-src`).not.toContain('unsafe-inline');
  expect(scriptSrc, `${where}: script-src`).not.toContain('nonce-');
  const scripts = inlineScripts(p.html);
  expect(scripts.length, where).toBeGreaterThan(1);
  expect(new Set(policyHashes(p.csp)), `${where}: the policy's hashes are its inline scripts'`).toEqual(new Set(scripts.map(sha)));
  // Finished as the build finishes its pages: no startup script tag (the loader adds them after paint), the RSC data
  // in a file of its own, the stylesheet inline.
  expect(p.html, where).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""><\/script>/);
  expect(p.html, where).not.toContain('__next_f.push([1');
  expect(pageFlight(p.html), where).toMatch(/^\/_next\/static\/flight\/[\w-]{22}\.txt$/);
  expect(p.html, where).toContain('<style data-href="/_next/static/');
  expect(p.cacheControl, where).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
}

/** When each address (instance A, instance B, nginx) first served the title, in ms after the publish. */
let lastSeen: number[] = [];

/** Waits until every address serves `title` on /careers; returns how long that took after `since`. */
async function liveEverywhere(title: string, since: number): Promise<number> {
  lastSeen = await untilEverywhere(c.bases, async (b) => (await page(b)).html.includes(title), since, LIVE_WITHIN_MS + 5_000);
  return Date.now() - since;
}

describe('a publish is live on every instance and through nginx within seconds', () => {
  it('serves the new title everywhere within 10 s, the page finished and its policy its own scripts\' hashes', async () => {
    const role = await firstRole();
    // Every address has the build's page kept (the edge's memory, nginx) before the publish.
    for (const base of c.bases) {
      const before = await page(base);
      expect(before.html, base).toContain(role.data.title);
      expectFinishedAndAllowed(before, `${base} before`);
    }
    const title = `Live Title ${Date.now()}`;
    const since = Date.now();
    await publishTitle(role, title);
    const ms = await liveEverywhere(title, since);
    expect(ms).toBeLessThan(LIVE_WITHIN_MS);
    for (const base of c.bases) {
      for (const route of ['/careers', '/internships']) {
        const after = await page(base, route);
        if (route === '/careers') expect(after.html, `${base}${route}`).toContain(title);
        expectFinishedAndAllowed(after, `${base}${route} after`);
      }
    }

    // The RSC data of the page each address rendered again is served by every address: an instance that did not
    // render that version reads it from the release's shared folder (scripts/serve/flight-files.mjs). Asked by several
    // visitors at once, first from the folder and then from the edge's memory, each gets the whole file.
    for (const base of c.bases) {
      const flight = pageFlight((await page(base)).html)!;
      for (const from of c.bases) {
        for (let round = 0; round < 2; round++) {
          const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${from}${flight}`, { headers: { 'accept-encoding': 'br' } })));
          const texts = new Set<string>();
          for (const r of answers) {
            expect(r.status, `${flight} (from ${base}'s page) at ${from}`).toBe(200);
            expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
            texts.add(await r.text());
          }
          expect(texts.size).toBe(1);
          expect([...texts][0]).toContain(title);
        }
      }
    }

    // In a browser, through nginx: the page rendered again shows the new title and hydrates, its policy blocking nothing.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      const violations: string[] = [];
      await tab.exposeFunction('reportViolation', (v: string) => violations.push(v));
      await tab.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      await tab.goto(`${c.nginx.url}/careers`);
      await tab.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
      expect(await tab.textContent('body')).toContain(title);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('gives a page no build made (a 404) the hashes of its own scripts, and a staff page a nonce, never kept', async () => {
    const [a] = c.instances;
    const missing = await page(a.url, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(new Set(policyHashes(missing.csp))).toEqual(new Set(inlineScripts(missing.html).map(sha)));
    expect(missing.csp).not.toContain('nonce-');
    const staff = await fetch(`${a.url}/staff/sign-in`);
    const csp = staff.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const again = await fetch(`${a.url}/staff/sign-in`);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });

  it("refuses the internal sync route to anyone but the instance itself", async () => {
    const [a] = c.instances;
    const sync = (base: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/internal/content-sync`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"paths":["*"]}' });
    expect((await sync(a.url)).status).toBe(404);
    expect((await sync(a.url, { authorization: 'Bearer guessed' })).status).toBe(404);
    // The edge's own marker, forged: the edge replaces it with its token, which the caller does not know.
    expect((await sync(a.url, { 'x-driftline-edge': 'x', authorization: 'Bearer x' })).status).toBe(404);
    expect((await sync(c.nginx.url)).status).toBe(403);
  });

  it(`measures the time to visible over ${PUBLISHES} publishes`, async () => {
    const role = await firstRole();
    const times: number[] = [];
    const each: string[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const title = `Measured Title ${i} ${Date.now()}`;
      const since = Date.now();
      await publishTitle(role, title);
      times.push(await liveEverywhere(title, since));
      each.push(lastSeen.map((t) => (t / 1000).toFixed(1)).join('/'));
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `content-live: time to visible on both instances and through nginx over ${PUBLISHES} publishes: ` +
        `mean ${(mean / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(', ')}); ` +
        `instance A/instance B/nginx each: ${each.join(', ')}`,
    );
    expect(Math.max(...times)).toBeLessThan(LIVE_WITHIN_MS);
  }, 200_000);

  it('an instance started on a database whose content changed serves the changed page from its first answer', async () => {
    const role = await firstRole();
    const title = `Before Restart ${Date.now()}`;
    await publishTitle(role, title);
    await liveEverywhere(title, Date.now());
    const fresh = await startServer(c.env);
    try {
      const first = await page(fresh.url);
      expect(first.html).toContain(title);
      expectFinishedAndAllowed(first, 'first answer of a fresh instance');
      const ready = await fetch(`${fresh.url}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});
