// `npm run bench:interactions [-- --runs 5] [-- --only menu] [-- --base http://127.0.0.1:3000]`: how long the site's main interactions
// take from the input to the next frame on screen, as Interaction to Next Paint counts them (the Event Timing API:
// for one interaction, the longest `duration` among its events, which runs from the input's timestamp to the first
// frame presented after its handlers ran; it is rounded to 8 ms). In Debian's Chromium with the CPU slowed 4×, on a
// hydrated page (src/components/layout/HydrationMark.tsx) once the browser is idle after loading, each interaction in
// a fresh page, --runs times (default 5). The input goes straight to the browser (page.mouse, page.touchscreen).
// Prints per interaction the median and the worst run, split as INP is (input delay, processing, presentation), and,
// where the interaction starts a navigation or a load (the case study), when what it opens was on screen.
// Starts the production build on a free port (like the audit) unless --base names a running site.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { median } from './stats.mjs';

const RUNS = Math.max(1, Number(option('runs', 5)));
/** Under INP's "good" threshold (200 ms) with room: the goal. */
const GOAL_MS = 100;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/**
 * Collects the page's Event Timing entries of real interactions (interactionId > 0) into window.__interactions,
 * from the first input on, whatever their duration (the API's floor is 16 ms; shorter ones are reported as 16).
 */
const OBSERVE = () => {
  const seen = [];
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      seen.push({
        id: e.interactionId,
        type: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * The centre of what a locator finds, once it is visible: where a finger or a pointer lands.
 * @param {import('@playwright/test').Locator} locator
 */
async function centre(locator) {
  await locator.waitFor({ timeout: 20_000 });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing on screen for ${locator}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The input itself goes straight to the browser (`page.mouse`, `page.touchscreen`), as a person's would: a locator's
 * `click()` or `tap()` first waits for animation frames, scrolls, and adds its own pointer listener that hit-tests
 * the page on every event (its check that the click lands where it aims), and those ran inside the measured frame.
 * A pointer reaches a control before it clicks it, so on a desktop the pointer is moved there first (not measured:
 * hovering is its own interaction, which Event Timing does not count); a finger does not hover.
 * @param {import('@playwright/test').Page} page
 * @param {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} target
 */
const pointAt = async (page, target) => {
  const { x, y } = await centre(target(page));
  await page.mouse.move(x, y);
  await page.waitForTimeout(300);
  return { x, y };
};

/**
 * The interactions: where, on which screen, what to get ready (not measured; it returns what the input needs), the
 * input itself, and, optionally, what shows that the interaction's result is on screen (for interactions that wait
 * on the network: reported apart).
 * @type {{ name: string, path: string, device: object, prepare?: (page: import('@playwright/test').Page) => Promise<any>, act: (page: import('@playwright/test').Page, ready: any) => Promise<void>, done?: (page: import('@playwright/test').Page) => Promise<void> }[]}
 */
const INTERACTIONS = [
  {
    name: 'open the menu (phone, 390 px)',
    path: '/',
    device: PHONE,
    prepare: (page) => centre(page.getByRole('button', { name: /menu/i }).first()),
    act: (page, { x, y }) => page.touchscreen.tap(x, y),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'open Explore (desktop, 1440 px)',
    path: '/',
    device: DESKTOP,
    prepare: (page) => pointAt(page, (p) => p.getByRole('button', { name: 'Explore' })),
    act: (page, { x, y }) => page.mouse.click(x, y),
    done: (page) => page.locator('#explore-panel a').first().waitFor(),
  },
  {
    name: 'open a case study from /work',
    path: '/work',
    device: DESKTOP,
    // The pointer on the card is also the intent that prefetches the case study.
    prepare: async (page) => {
      const point = await pointAt(page, (p) => p.locator('a[href="/work/coral"]').first());
      await page.waitForTimeout(700);
      return point;
    },
    act: (page, { x, y }) => page.mouse.click(x, y),
    done: (page) => page.getByRole('dialog', { name: 'Coral' }).waitFor(),
  },
  {
    name: 'open the player’s quality menu',
    path: '/',
    device: DESKTOP,
    prepare: async (page) => {
      await page.getByRole('button', { name: /video quality/i }).waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('button[aria-haspopup="menu"]')?.hasAttribute('disabled'));
      return pointAt(page, (p) => p.getByRole('button', { name: /video quality/i }));
    },
    act: (page, { x, y }) => page.mouse.click(x, y),
    done: (page) => page.getByRole('menu', { name: 'Video quality' }).waitFor(),
  },
  {
    name: 'type in a form field (/contact, each key)',
    path: '/contact',
    device: PHONE,
    prepare: async (page) => {
      await page.getByRole('form').getByLabel('Name').first().focus();
    },
    act: (page) => page.keyboard.type('Ada Lovelace', { delay: 120 }),
  },
  {
    name: 'choose a pricing option (a dropdown, by keyboard)',
    path: '/plans-and-pricing',
    device: PHONE,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Backend', exact: true }).click();
      await page.getByLabel('How many experts do you need?').first().focus();
      await page.waitForTimeout(300);
    },
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    name: 'choose a pricing option (a skill chip)',
    path: '/plans-and-pricing',
    device: PHONE,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Backend', exact: true }).click();
      await page.waitForTimeout(300);
      const backend = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Backend', exact: true }) });
      const chip = backend.getByRole('button', { name: 'Redis', exact: true });
      return centre(chip);
    },
    act: (page, { x, y }) => page.touchscreen.tap(x, y),
  },
];

let server;
let base = option('base');
if (!base) {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  server = await startProductionServer();
  base = server.url;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const interaction of INTERACTIONS.filter((i) => i.name.includes(option('only', '')))) {
    const runs = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext(interaction.device);
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      await page.goto(base + interaction.path, { waitUntil: 'load' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      // A visitor looks at the page before touching it: wait until the browser has nothing left to do after loading
      // (an idle period), as one that reads for a moment would find it.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      const ready = await interaction.prepare?.(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Let the page settle under the slower CPU, and forget what the preparation's own inputs measured.
      await page.waitForTimeout(500);
      await page.evaluate(() => (window.__interactions.length = 0));
      const t0 = await page.evaluate(() => performance.now());
      await interaction.act(page, ready);
      let shownMs = null;
      if (interaction.done) {
        await interaction.done(page);
        shownMs = (await page.evaluate(() => performance.now())) - t0;
      }
      // Event Timing reports an interaction once its frame is presented.
      await page.waitForTimeout(800);
      const entries = await page.evaluate(() => window.__interactions);
      await context.close();
      if (run === 0) continue; // the first run warms the server's caches and Chromium
      if (!entries.length) {
        console.log(`${interaction.name}: run ${run} recorded no interaction`);
        continue;
      }
      // Per interaction, its longest event; the run's figure is its worst interaction (INP's view of one page).
      const byId = new Map();
      for (const e of entries) if (!byId.has(e.id) || e.duration > byId.get(e.id).duration) byId.set(e.id, e);
      const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0];
      runs.push({
        duration: worst.duration,
        type: worst.type,
        delay: worst.processingStart - worst.start,
        processing: worst.processingEnd - worst.processingStart,
        presentation: worst.start + worst.duration - worst.processingEnd,
        interactions: byId.size,
        shownMs,
      });
    }
    if (!runs.length) continue;
    const med = (key) => median(runs.map((r) => r[key]));
    const row = {
      name: interaction.name,
      runs: runs.length,
      medianMs: med('duration'),
      worstMs: Math.max(...runs.map((r) => r.duration)),
      delayMs: med('delay'),
      processingMs: med('processing'),
      presentationMs: med('presentation'),
      event: runs[0].type,
      interactions: runs[0].interactions,
      shownMs: interaction.done ? med('shownMs') : null,
    };
    rows.push(row);
    console.log(`${row.name}: median ${row.medianMs} ms, worst ${row.worstMs} ms`);
  }
} finally {
  await browser.close();
  await server?.stop().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}

console.log(
  `\n# Interactions: input to next paint (Event Timing, as INP counts it), Chromium, CPU 4× slower, median of ${RUNS} runs\n\n` +
    '| interaction | event | median ms | worst ms | input delay ms | processing ms | presentation ms | opened on screen after ms | under 100 ms |\n' +
    '|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  const cells = [
    r.name,
    `${r.event}${r.interactions > 1 ? ` (${r.interactions} interactions, the worst)` : ''}`,
    r.medianMs,
    r.worstMs,
    r.delayMs.toFixed(0),
    r.processingMs.toFixed(0),
    r.presentationMs.toFixed(0),
    r.shownMs === null ? '—' : r.shownMs.toFixed(0),
    r.medianMs < GOAL_MS ? 'yes' : 'no',
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
