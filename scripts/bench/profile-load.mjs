// `node scripts/bench/profile-load.mjs /about [--runs 3] [--base http://127.0.0.1:3000]`: where a page's main-thread
// JavaScript time goes while it loads. Loads the page in Debian Chromium with the CPU slowed 4× (as Lighthouse's
// mobile profile assumes), records V8's sampling profile until 1.5 s after the load event, and prints the total and
// the functions with the most self time (averaged over the runs), each with its file and position in the bundle.
// Needs a running production server (`npm start`, or the address in --base / BASE_URL).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';

const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith('/')) ?? '/';
const runs = Math.max(1, Number(option('runs', 3)));
const base = option('base', process.env.BASE_URL ?? 'http://localhost:3000');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** Self time in ms per "function file:line:column", summed over the runs. */
const selfMs = new Map();
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
      if (['(idle)', '(program)', '(root)'].includes(functionName)) return;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
      selfMs.set(key, (selfMs.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    await page.close();
  }
} finally {
  await browser.close();
}
const rows = [...selfMs].map(([key, ms]) => [key, ms / runs]).sort((a, b) => b[1] - a[1]);
console.log(`${base}${route}: ${Math.round(rows.reduce((sum, [, ms]) => sum + ms, 0))} ms of JavaScript (4× CPU, mean of ${runs} loads)`);
for (const [key, ms] of rows.slice(0, 20)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
