// `node scripts/bench/trace-load.mjs / /about [--runs 3] [--after 5000] [--base http://127.0.0.1:3000]`: where a page's
// main-thread time goes while it loads and just after, in a Chromium trace with the CPU slowed 4× and a phone's
// screen (412 × 823 CSS px at 1.75×, as Lighthouse's mobile profile). Each run loads the page, stays --after ms past
// the load event without touching it (timers, animations and observers that run unseen show up there), and reads
// the renderer's main thread. Printed per route, medians over the runs:
//   - the main thread's busy time before the first contentful paint, from it to the load event, and after the load;
//   - the total blocking time in the trace (each task's time over 50 ms, from the first contentful paint on);
//   - the top costs: every task's time charged to what ran in it (a script by its file and function, style, layout,
//     paint, an animation frame or timer callback with the function it called, image decoding, parsing, GC), the
//     twenty largest;
//   - the long tasks (50 ms or more), each with what took most of it.
// Needs a running production server (`npm start`, or the address in --base / BASE_URL). Scripts keep their build
// names: `profile-load.mjs` names JavaScript functions with their positions; this sees everything else too.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { median } from './stats.mjs';

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const runs = Math.max(1, Number(option('runs', 3)));
const after = Number(option('after', 5000));
const base = option('base', process.env.BASE_URL ?? 'http://localhost:3000');
if (!routes.length) {
  console.error('Usage: node scripts/bench/trace-load.mjs /route [/route…] [--runs 3] [--after 5000] [--base URL]');
  process.exit(2);
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'blink', 'latencyInfo'].join(',');
const fileOf = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '').slice(0, 60) || '(inline)';

/** What one trace event stands for in the cost table; null: its time goes to the labelled event around it. */
function label(e) {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceCache':
      return `script ${fileOf(d.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${d.functionName || '(anonymous)'} ${fileOf(d.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${d.type}`;
    case 'UpdateLayoutTree':
    case 'Document::recalcStyle':
    case 'Document::updateStyle':
      return 'style';
    case 'Layout':
    case 'LocalFrameView::performLayout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'PaintImage':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
    case 'Blink.PrePaint.UpdateTime':
    case 'Blink.CompositingInputs.UpdateTime':
    case 'Blink.Paint.UpdateTime':
    case 'PaintArtifactCompositor::Update':
    case 'LocalFrameView::RunPaintLifecyclePhase':
      return 'paint, compositing, commit';
    case 'AnimationTimeline::serviceAnimations':
      return 'animations (CSS, Web Animations)';
    case 'Decode Image':
    case 'ImageDecodeTask':
    case 'Decode LazyPixelRef':
      return 'image decode';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MajorGC':
    case 'MinorGC':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'IntersectionObserverController::computeIntersections':
      return 'intersection observers';
    case 'ResizeObserver::BroadcastObservations':
      return 'resize observers';
    case 'ResourceFetcher::requestResource':
      return 'starting requests';
    case 'HitTest':
      return 'hit test';
    default:
      return null;
  }
}

/** The renderer main thread of the page's navigation, or null. */
function mainThread(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!nav) return null;
  return { nav, events: events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts) };
}

/** One traced load: the phases' busy time, TBT, the costs by label and the long tasks. */
function analyse(events) {
  const main = mainThread(events);
  if (!main) return null;
  const { nav } = main;
  const at = (e) => (e.ts - nav.ts) / 1000;
  const fcp = main.events.find((e) => e.name === 'firstContentfulPaint');
  const load = main.events.find((e) => e.name === 'MarkLoad' || e.name === 'loadEventEnd');
  const fcpMs = fcp ? at(fcp) : NaN;
  const loadMs = load ? at(load) : NaN;
  const complete = main.events.filter((e) => e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const costs = new Map();
  /** The same, for the tasks after the load event only: what runs while nobody does anything. */
  const afterLoadCosts = new Map();
  const phases = { beforeFcp: 0, fcpToLoad: 0, afterLoad: 0 };
  let tbt = 0;
  const longTasks = [];
  /** The task being walked: its start, length, and its time by key. */
  let task = null;
  const finishTask = () => {
    if (!task) return;
    const { start, ms, own } = task;
    if (start < fcpMs) phases.beforeFcp += ms;
    else if (start < loadMs) phases.fcpToLoad += ms;
    else phases.afterLoad += ms;
    if (start >= fcpMs && ms > 50) tbt += ms - 50;
    for (const [key, value] of own) costs.set(key, (costs.get(key) ?? 0) + value);
    if (start >= loadMs) for (const [key, value] of own) afterLoadCosts.set(key, (afterLoadCosts.get(key) ?? 0) + value);
    if (ms >= 50) {
      const top = [...own].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`);
      longTasks.push(`at ${start.toFixed(0)} ms, ${ms.toFixed(0)} ms: ${top.join(', ')}`);
    }
    task = null;
  };
  // Each event's self time (its time less that of the events directly inside it) goes to its own label, or to the
  // label of the nearest labelled event around it, or to its own name ("(trace) …") when nothing around it has one.
  // A timer, animation frame or event handler is named with the function it calls.
  /** @type {{ e: any, end: number, key: string, self: number, isTask: boolean }[]} */
  const stack = [];
  const pop = () => {
    const top = stack.pop();
    if (task) task.own.set(top.key, (task.own.get(top.key) ?? 0) + top.self / 1000);
  };
  for (const e of complete) {
    while (stack.length && stack.at(-1).end <= e.ts) pop();
    const isTask = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
    if (!stack.length) {
      finishTask();
      if (!isTask) continue; // an event outside any task (a trace marker)
      task = { start: at(e), ms: e.dur / 1000, own: new Map() };
    }
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur;
    let key = label(e);
    if (key?.startsWith('call ') && parent && /^(timer|animation frame|idle callback|event )/.test(parent.key) && !parent.key.includes(':')) {
      parent.key = `${parent.key}: ${key.slice(5)}`;
    }
    if (isTask) key = parent ? parent.key : 'task overhead (no event inside)';
    else if (!key) key = parent && !parent.isTask ? parent.key : `(trace) ${e.name}`;
    stack.push({ e, end: e.ts + e.dur, key, self: e.dur, isTask: isTask && !parent });
  }
  while (stack.length) pop();
  finishTask();
  return { fcpMs, loadMs, phases, tbt, costs, afterLoadCosts, longTasks };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of routes) {
    const results = [];
    // One unrecorded load: the server compresses a page and optimises its images on the first request only.
    {
      const page = await browser.newPage();
      await page.goto(base + route, { waitUntil: 'load' });
      await page.close();
    }
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(after);
      await cdp.send('Tracing.end');
      await done;
      const result = analyse(events);
      if (result) results.push(result);
      await context.close();
    }
    if (!results.length) {
      console.log(`${route}: no trace (is the site answering at ${base}?)`);
      continue;
    }
    const med = (f) => median(results.map(f));
    console.log(`\n## ${route} (${results.length} runs, 4× CPU, medians)\n`);
    console.log(`first contentful paint ${med((r) => r.fcpMs).toFixed(0)} ms, load ${med((r) => r.loadMs).toFixed(0)} ms`);
    console.log(
      `main thread busy: before FCP ${med((r) => r.phases.beforeFcp).toFixed(0)} ms, FCP to load ${med((r) => r.phases.fcpToLoad).toFixed(0)} ms, ` +
        `${after} ms after load ${med((r) => r.phases.afterLoad).toFixed(0)} ms; blocking time (tasks over 50 ms after FCP) ${med((r) => r.tbt).toFixed(0)} ms`,
    );
    const top = (field, n) => {
      const keys = new Set(results.flatMap((r) => [...r[field].keys()]));
      return [...keys].map((key) => [key, med((r) => r[field].get(key) ?? 0)]).sort((a, b) => b[1] - a[1]).slice(0, n);
    };
    const afterLoad = new Map(top('afterLoadCosts', 100));
    console.log(`\n| top costs | ms | of which after load |\n|---|---|---|`);
    for (const [key, ms] of top('costs', 20)) console.log(`| ${key} | ${ms.toFixed(1)} | ${(afterLoad.get(key) ?? 0).toFixed(1)} |`);
    console.log('\nlong tasks (each run):');
    results.forEach((r, i) => console.log(`  run ${i + 1}: ${r.longTasks.join('; ') || 'none'}`));
  }
} finally {
  await browser.close();
}
