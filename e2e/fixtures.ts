import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ENABLE_STYLESHEETS_HREF } from '../scripts/build/lib/inline-css.mjs';
import { addStaffAccount, STAFF_PASSWORD } from './staff-account';

/**
 * The journeys' `test`: its page waits, after `goto` and `reload` of a page, until React has hydrated it
 * (`<html data-hydrated>`, set by src/components/layout/HydrationMark.tsx). A page's scripts start after its first
 * paint (scripts/build/lib/hydrate-after-paint.mjs, run by scripts/build/finish-pages.mjs), so the load event `goto` waits for no longer means a visitor can use the
 * page. A `goto` that asks for less than the load event (`commit`, `domcontentloaded`) does not wait.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const hydrated = async (response: Awaited<ReturnType<Page['goto']>>, waitUntil?: string) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && waitUntil !== 'commit' && waitUntil !== 'domcontentloaded') await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await provide(page);
  },
});

/** Waits until React has hydrated the page (HydrationMark's `<html data-hydrated>`). */
export function waitForHydration(page: Page) {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Opens `path` as a visitor on a slow phone sees it between its first paint and hydration: the page's scripts
 * (everything under /_next/static/ ending in .js) are held back until `hydrate` or `enterThenHydrate` lets them through,
 * but the small one that links the rest of the stylesheet (ENABLE_STYLESHEETS_HREF), which the page's loader adds at
 * the first paint with nothing to wait for, and which comes a round trip later, long before the page's scripts.
 * `hydrate()` lets the scripts run, waits for hydration and asserts that the page never navigated (a native GET would
 * carry a form's values in the address). `enterThenHydrate(field)` presses Enter in the field and gives a native form
 * submission time to leave first.
 */
export async function openBeforeHydration(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    if (new URL(route.request().url()).pathname !== ENABLE_STYLESHEETS_HREF) await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  const hydrate = async () => {
    release();
    await waitForHydration(page);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
  };
  return {
    hydrate,
    async enterThenHydrate(field: Locator) {
      await field.press('Enter');
      await page.waitForTimeout(500); // a native submission would have left by now
      await hydrate();
    },
  };
}

/** Waits until the page has drawn two more frames (a layout shift is reported after the frame it was drawn in). */
export const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Records the page's layout shifts not caused by input, from its first paint: call it once, before the first `goto`,
 * and each page the test opens is recorded afresh. The returned function lists them, each shifted node as
 * `TAG.class "its text": x,y width×height → x,y width×height`.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const what = `${node?.nodeName}${node instanceof Element ? `.${node.className}` : ''} "${(node?.textContent ?? '').slice(0, 40)}"`;
          const where = [previousRect, currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
          shifts.push(`${what}: ${where.join(' → ')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/**
 * Serves the site through a proxy on 127.0.0.1 that sends the page at `path` in two parts, cut right after the tag at
 * `marker`: the browser paints the half it has read, as on a slow network. The rest follows `pauseMs` later, or when
 * `release()` is called, whichever is first. Everything else passes through. Close it when done.
 */
export async function halfReadProxy(baseURL: string, path: string, marker: string, pauseMs = 1500) {
  const upstream = new URL(baseURL);
  /** The second parts still to send. */
  const rests = new Set<() => void>();
  const proxy = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (req.url !== path) {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const at = html.indexOf(marker);
        expect(at, `${marker} in ${path}`).toBeGreaterThan(-1);
        const cut = html.indexOf('>', at) + 1;
        // Sent in two parts: the whole length is not known up front.
        const answerHeaders = { ...answer.headers };
        delete answerHeaders['content-length'];
        res.writeHead(answer.statusCode!, answerHeaders);
        res.write(html.slice(0, cut));
        const rest = () => {
          clearTimeout(timer);
          rests.delete(rest);
          res.end(html.slice(cut));
        };
        const timer = setTimeout(rest, pauseMs);
        rests.add(rest);
      });
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${path}`,
    release: () => [...rests].forEach((rest) => rest()),
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

/** SQL on the e2e server's embedded database (E2E_DATA_DIR), through its socket: what a journey checks or sets up. */
export async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: path.join(process.env.E2E_DATA_DIR as string, 'run'), port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Keeps this machine's video worker from starting a job until `release` is called: the lock a worker takes to claim
 * one (src/server/media/jobs.ts, one transcode at a time per machine), held as by another instance's claim. An
 * upload made meanwhile stays 'processing' however fast the ladder would be made.
 */
export async function holdVideoJobs(): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ host: path.join(process.env.E2E_DATA_DIR as string, 'run'), port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('driftline.media-jobs:' || $1))`, [hostname()]);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      try {
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A visitor of their own (a fresh browser context) loads `path` again each second until an image named `alt` is on it,
 * as a publish must reach visitors within seconds (15 s allowed), then does what `check` does on that page.
 */
export async function visitorSeesImage(browser: Browser, path: string, alt: string, check: (guest: Page) => Promise<void>) {
  const visitor = await browser.newContext();
  try {
    const guest = await visitor.newPage();
    await expect
      .poll(
        async () => {
          await guest.goto(path);
          return guest.getByRole('img', { name: alt }).count();
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toBeGreaterThan(0);
    await check(guest);
  } finally {
    await visitor.close();
  }
}

/**
 * Puts a content item back as it was at the start of a journey: a draft from `data`, published, through the editor's
 * own API with the signed-in page's session (left at 1440 px).
 */
export async function putBack(page: Page, itemId: string, data: unknown) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [now] = await sql<{ v: number }>(`SELECT coalesce(draft_version_id, published_version_id)::int AS v FROM content_items WHERE id = $1`, [itemId]);
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post(`/api/staff/content/items/${itemId}/draft`, { headers: { origin }, data: { data, baseVersionId: now.v } });
  expect(saved.status()).toBe(200);
  expect((await page.request.post(`/api/staff/content/items/${itemId}/publish`, { headers: { origin }, data: {} })).status()).toBe(200);
}

/**
 * The link of the newest invitation e-mail to `email`, as the invitee reads it: in the e-mail the server delivered to
 * DATA_DIR/mail (no SMTP_URL in the journeys; quoted-printable undone). The outbox keeps no link once it is sent.
 */
export async function invitationLink(email: string): Promise<URL> {
  const [row] = await sql<{ id: number }>(`SELECT id::int AS id FROM outbox WHERE kind = 'staff-invitation' AND payload->>'to' = $1 ORDER BY id DESC LIMIT 1`, [email]);
  const file = path.join(process.env.E2E_DATA_DIR as string, 'mail', `${String(row.id).padStart(6, '0')}-message.eml`);
  let text = '';
  await expect.poll(async () => (text = (await readFile(file, 'utf8').catch(() => '')).replace(/=\r?\n/g, '')), { timeout: 15_000 }).toContain('/staff/invitation#');
  return new URL(/(http\S+\/staff\/invitation#[A-Za-z0-9_-]+)/.exec(text)![1]);
}

/** The password of every staff account the journeys make. */
export { STAFF_PASSWORD };

/** A new staff account (`npm run staff -- add`) against the running site's data folder (E2E_DATA_DIR): ./staff-account.ts. */
export function addStaff(name: string, role?: 'owner' | 'editor' | 'writer' | 'inbox'): string {
  return addStaffAccount(process.env.E2E_DATA_DIR, name, role);
}

/** Fills in the sign-in form on the page and sends it. */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A staff page to sign in at: its address, and the name of its level-1 heading. */
export type StaffPage = { path: string; heading: string };
export const INBOX: StaffPage = { path: '/staff', heading: 'Inbox' };
export const CONTENT: StaffPage = { path: '/staff/content', heading: 'Content' };

/**
 * Opens a staff page signed out, is sent to sign-in (`?next=` the page), signs in, and is back on the page: its
 * level-1 heading shows.
 */
export async function signInAt(page: Page, email: string, { path, heading }: StaffPage = INBOX) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/staff/sign-in' && url.search === `?next=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Waits until no one holds the item's edit lock (another journey may have its form open), as a colleague would,
 * rather than meet a read-only form: a lock lapses 90 s after its last heartbeat.
 */
export async function untilNoOneEdits(itemId: string) {
  const holders = async () =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM content_locks WHERE item_id = $1 AND heartbeat_at > now() - interval '90 seconds'`, [itemId]))[0].n;
  await expect.poll(holders, { timeout: 100_000, intervals: [1_000] }).toBe(0);
}

/** A browser of its own (1440 × 900) for a staff member, signed in at `at` (the inbox unless told). */
export async function staffBrowser(browser: Browser, email: string, at: StaffPage = INBOX): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, email, at);
  return { context, page };
}

/** Axe finds nothing on the page at 390 and 1440 px (each width screenshot into the test's output with `screenshots`); left at 1440 px. */
export async function expectAxeClean(page: Page, label: string, { screenshots = false } = {}) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // A page the router is refreshing (after an action) has its <title> back within moments; one that has none at all
    // still fails below.
    await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
    // Measured at rest: a control that has just become enabled fades in from disabled:opacity-60 (a 150 ms transition),
    // and axe read its colours half-way (a color-contrast failure on a busy machine, never at rest).
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), null, { timeout: 2_000 }).catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${label} at ${width}px: ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    if (screenshots) await page.screenshot({ path: base.info().outputPath(`${label.replace(/\W+/g, '-')}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
