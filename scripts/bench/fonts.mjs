// `npm run bench:fonts [-- --base label=URL,label=URL] [--engines chromium,firefox,webkit] [--widths 390,1440]
// [--routes /,/about] [--json file]`: does a page draw Inter, from when, and what does that cost? Loads each main route
// cold (a fresh browser profile: an empty HTTP cache) and then warm (the same route again, the font now cached) in
// Chromium, Firefox ESR and WebKitGTK (the engine journeys' tabs, e2e/engines/browser.ts), at a phone's and a
// desktop's width, and reports per engine and visit:
// - Inter drawn: at the first contentful paint, and once the page has loaded and settled (1.5 s after hydration);
//   where the page still waits for it (`<html data-fonts="waiting">`, a build that adds Inter from a script once it
//   moves nothing), after a reader has scrolled to the end as well. Whether Inter draws is read from the text itself:
//   the page's sans stack measured on a canvas each frame against Inter's core file loaded under a name of its own.
// - LCP (where the engine reports it) and CLS (Chromium's Layout Instability API);
// - text moved: in every engine, text in view that moved 3 CSS px or more between two frames, in the view and in the
//   page, until the page settled: what CLS counts, also where the engine has no Layout Instability API
//   (e2e/engines/font-recorder.ts records it, and the widths).
// Without --base it serves this checkout's build (`npm run build` first); with it, each labelled server in turn (e.g.
// two builds, before and after a change to the fonts, each started with `npm start` on a port of its own).
// Run with tsx (the tabs are TypeScript): package.json's bench:fonts does.
import { writeFile } from 'node:fs/promises';
import { openTab } from '../../e2e/engines/browser.ts';
import { FONT_RECORDER, interFrom, isInter, readFonts } from '../../e2e/engines/font-recorder.ts';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const TEMPLATE_ROUTES = ['/', '/about', '/work', '/work/coral', '/expertise/docker', '/our-process', '/careers', '/plans-and-pricing', '/contact'];
const routes = option('routes', TEMPLATE_ROUTES.join(',')).split(',');
const engines = option('engines', 'chromium,firefox,webkit').split(',');
const widths = option('widths', '390,1440').split(',').map(Number);
const HEIGHT = { 390: 844, 1440: 900 };
const SETTLE_MS = 1500;

/** A reader going down a screen at a time until Inter draws the page or the page ends (as e2e/engines/fonts.journey.ts). */
async function readToEnd(tab) {
  for (let i = 0; i < 60; i++) {
    const state = await tab.evaluate(() => ({ fonts: document.documentElement.dataset.fonts, end: innerHeight + scrollY >= document.documentElement.scrollHeight - 2 }));
    if (state.fonts !== 'waiting' || state.end) break;
    await tab.evaluate(() => scrollBy(0, Math.round(innerHeight * 0.8)));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return tab.evaluate(() => document.documentElement.dataset.fonts ?? null);
}

/** One visit: load, settle, read; the reader's scroll where the page still waits for Inter. */
async function visit(tab, route) {
  await tab.goto(route);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const r = await tab.evaluate(readFonts);
  const from = interFrom(r);
  const result = {
    // The frame measured before the first contentful paint is the one it drew (with no FCP: the first measured).
    interAtFirstPaint: from !== null && (r.fcp === null ? from === r.widths[0].t : from <= r.fcp + 1),
    interAt: from === null ? null : Math.round(from),
    interSettled: isInter(r.now, r.reference),
    interAfterReading: null,
    dataFonts: await tab.evaluate(() => document.documentElement.dataset.fonts ?? null),
    fcp: r.fcp === null ? null : Math.round(r.fcp),
    lcp: r.lcp === null ? null : Math.round(r.lcp),
    cls: r.cls,
    moved: r.moveCount,
    moves: r.moves,
    fontFiles: r.fontFiles,
    frames: r.frames,
  };
  if (result.dataFonts === 'waiting') {
    result.dataFontsAfterReading = await readToEnd(tab);
    const after = await tab.evaluate(readFonts);
    result.interAfterReading = isInter(after.now, after.reference);
  } else result.interAfterReading = result.interSettled;
  return result;
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

async function measure(label, base) {
  const rows = [];
  for (const engine of engines) {
    for (const width of widths) {
      for (const route of routes) {
        const tab = await openTab(engine, base, FONT_RECORDER);
        try {
          await tab.resize(width, HEIGHT[width] ?? 900);
          for (const visitName of ['cold', 'warm']) {
            try {
              rows.push({ label, engine, width, route, visit: visitName, ...(await visit(tab, route)) });
            } catch (error) {
              rows.push({ label, engine, width, route, visit: visitName, error: String(error instanceof Error ? error.message : error) });
            }
            const row = rows[rows.length - 1];
            console.error(
              `${label} ${engine} ${width} ${route} ${visitName}: ${row.error ?? `inter first paint ${row.interAtFirstPaint} (at ${row.interAt} ms), settled ${row.interSettled}, after reading ${row.interAfterReading}, data-fonts ${row.dataFonts}, fcp ${row.fcp}, lcp ${row.lcp}, cls ${row.cls}, moved ${row.moved}, fonts ${JSON.stringify(row.fontFiles)}`}`,
            );
          }
        } finally {
          await tab.close();
        }
      }
    }
  }
  return rows;
}

const servers = [];
let targets = option('base')
  ?.split(',')
  .map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? { label: 'site', base: pair } : { label: pair.slice(0, at), base: pair.slice(at + 1) };
  });
if (!targets) {
  const server = await startProductionServer({ env: { RATE_LIMIT_MAX: '1000', REQUEST_RATE_LIMIT: '1000' } });
  servers.push(server);
  targets = [{ label: 'this build', base: server.url }];
}
const rows = [];
try {
  for (const { label, base } of targets) rows.push(...(await measure(label, base)));
} finally {
  for (const server of servers) await server.stop();
}

const count = (list, key) => `${list.filter((r) => r[key]).length}/${list.length}`;
console.log(`\nInter, LCP and CLS: ${routes.length} routes × ${widths.join(' and ')} px, a fresh profile (cold) then the same route again (warm)`);
console.log('variant | engine | visit | Inter at first paint | Inter settled | Inter after reading | waiting | median FCP ms | median LCP ms | max CLS | text moved (loads) | errors');
console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
for (const { label } of targets) {
  for (const engine of engines) {
    for (const visitName of ['cold', 'warm']) {
      const all = rows.filter((r) => r.label === label && r.engine === engine && r.visit === visitName);
      const ok = all.filter((r) => !r.error);
      const cls = ok.map((r) => r.cls).filter((x) => typeof x === 'number');
      console.log(
        [
          label,
          engine,
          visitName,
          count(ok, 'interAtFirstPaint'),
          count(ok, 'interSettled'),
          count(ok, 'interAfterReading'),
          ok.filter((r) => r.dataFonts === 'waiting').length,
          median(ok.map((r) => r.fcp)) ?? 'n/a',
          median(ok.map((r) => r.lcp)) ?? 'n/a',
          cls.length ? Math.max(...cls).toFixed(4) : 'n/a',
          `${ok.reduce((sum, r) => sum + r.moved, 0)} (${ok.filter((r) => r.moved).length})`,
          all.length - ok.length,
        ].join(' | '),
      );
    }
  }
}
const misses = rows.filter((r) => r.error || !r.interAfterReading || r.moved || r.cls);
if (misses.length) {
  console.log('\nLoads without Inter, with text moved or with an error:');
  for (const r of misses) console.log(`- ${r.label} ${r.engine} ${r.width} ${r.route} ${r.visit}: ${r.error ?? `inter after reading ${r.interAfterReading}, data-fonts ${r.dataFonts}→${r.dataFontsAfterReading ?? r.dataFonts}, cls ${r.cls}, moved ${r.moved} ${r.moves.join('; ')}`}`);
}
const json = option('json');
if (json) await writeFile(json, JSON.stringify(rows, null, 2));
