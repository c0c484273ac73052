/**
 * What a visitor sees of the page's font, in any engine: whether Inter draws the text, from which frame, and whether
 * any text in view moved. Used by `npm run bench:fonts` (scripts/bench/fonts.mjs), through openTab's early script.
 *
 * FONT_RECORDER runs in every document as early as the engine lets a script in (before the page's own). Each frame it
 * measures a sample line on a canvas in the page's sans stack (the body's font-family, 400 and 700), keeping each
 * change of width with its time, and reads where the text in view is: a line's left and middle (the middle stays with
 * the baseline where an engine without ascent-override, WebKit, sizes a line's box by the face's own ascent), leaving
 * out what is animating, not visible, or in a box of a pixel or less (a visually hidden label). Text that moved 3 CSS px
 * or more between two frames, both in the view and in the page (scrolling moves nothing in the page), is counted: the
 * Layout Instability API's rule, which only Chromium implements. It also keeps LCP and CLS where the engine reports
 * them. `readFonts` stops it and compares with Inter's core file, loaded under a name of its own.
 */

/** The script, a string to run as it is. */
export const FONT_RECORDER = `(() => {
  if (window.__fontRecorder) return;
  // readFonts, compiled by tsx (the benchmark), names its inner functions through esbuild's __name helper.
  if (!window.__name) window.__name = (target) => target;
  const rec = (window.__fontRecorder = { lcp: null, cls: null, widths: [], moves: [], moveCount: 0, frames: 0, stop: false });
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.includes('largest-contentful-paint')) {
    rec.lcp = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.lcp = e.renderTime || e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (types.includes('layout-shift')) {
    rec.cls = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) rec.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  }
  const context = document.createElement('canvas').getContext('2d');
  const width = (stack, weight) => { context.font = weight + ' 100px ' + stack; return context.measureText('Driftline builds software: 0123456789 Wq').width; };
  const snapshot = () => {
    const moving = new Set(document.getAnimations().filter((a) => a.playState === 'running').map((a) => a.effect && a.effect.target));
    const still = (element) => { for (let e = element; e; e = e.parentElement) if (moving.has(e)) return false; return true; };
    const boxes = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && boxes.size < 400; node = walker.nextNode()) {
      if (!node.nodeValue.trim()) continue;
      range.selectNodeContents(node);
      const box = range.getClientRects()[0];
      if (!box || box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
      const element = node.parentElement;
      const own = element.getBoundingClientRect();
      if (own.width <= 1 && own.height <= 1) continue;
      if (!still(element) || (element.checkVisibility && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))) continue;
      boxes.set(node, { x: box.x, y: box.y + box.height / 2 });
    }
    return { boxes, x: scrollX, y: scrollY };
  };
  let last = null;
  const frame = () => {
    if (rec.stop) return;
    requestAnimationFrame(frame);
    if (!document.body) return;
    rec.frames++;
    const t = performance.now();
    const stack = getComputedStyle(document.body).fontFamily;
    const w = [width(stack, 400), width(stack, 700)];
    const previous = rec.widths[rec.widths.length - 1];
    if (!previous || previous.w[0] !== w[0] || previous.w[1] !== w[1]) rec.widths.push({ t, w });
    const now = snapshot();
    if (last) {
      const far = (dx, dy) => Math.abs(dx) >= 3 || Math.abs(dy) >= 3;
      for (const [node, is] of now.boxes) {
        const was = last.boxes.get(node);
        if (!was || !node.isConnected) continue;
        const dx = is.x - was.x, dy = is.y - was.y;
        if (far(dx, dy) && far(dx + now.x - last.x, dy + now.y - last.y)) {
          rec.moveCount++;
          if (rec.moves.length < 5) rec.moves.push(Math.round(t) + ' ms "' + node.nodeValue.trim().slice(0, 30) + '" ' + Math.round(was.x) + ',' + Math.round(was.y) + ' -> ' + Math.round(is.x) + ',' + Math.round(is.y));
        }
      }
    }
    last = now;
  };
  requestAnimationFrame(frame);
})();`;

/** What readFonts returns. */
export interface FontReading {
  /** Inter's widths of the sample line at 400 and 700 (its core file loaded under a name of its own); null without it. */
  reference: [number, number] | null;
  /** The sans stack's widths now. */
  now: [number, number];
  /** Each change of the stack's widths, with its time (ms since the navigation started). */
  widths: { t: number; w: [number, number] }[];
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  frames: number;
  moveCount: number;
  moves: string[];
  fontFiles: { file: string; start: number; end: number; bytes: number }[];
}

/** Run in the page (tab.evaluate): stops the recorder and reads it. Self-contained, as a page function must be. */
export const readFonts = async (): Promise<FontReading> => {
  type Recorder = { lcp: number | null; cls: number | null; widths: FontReading['widths']; moves: string[]; moveCount: number; frames: number; stop: boolean };
  const rec = (window as unknown as { __fontRecorder: Recorder }).__fontRecorder;
  rec.stop = true;
  const context = document.createElement('canvas').getContext('2d')!;
  const width = (stack: string, weight: number) => {
    context.font = `${weight} 100px ${stack}`;
    return context.measureText('Driftline builds software: 0123456789 Wq').width;
  };
  // next/font's rule for the core file, family 'inter' (src/app/fonts.ts).
  let inter: string | null = null;
  for (const sheet of document.styleSheets) {
    let rules: CSSRule[] = [];
    try {
      rules = [...sheet.cssRules];
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue('font-family').replace(/['"]/g, '').trim() !== 'inter') continue;
      const url = /url\(\s*['"]?([^'")]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (url) inter = new URL(url, sheet.href ?? document.baseURI).href;
    }
  }
  let reference: [number, number] | null = null;
  if (inter) {
    const face = new FontFace('fontrecorder-inter', `url("${inter}")`, { weight: '400 700' });
    await face.load();
    document.fonts.add(face);
    reference = [width('fontrecorder-inter', 400), width('fontrecorder-inter', 700)];
    document.fonts.delete(face);
  }
  const stack = getComputedStyle(document.body).fontFamily;
  return {
    reference,
    now: [width(stack, 400), width(stack, 700)],
    widths: rec.widths,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: rec.lcp,
    cls: rec.cls,
    frames: rec.frames,
    moveCount: rec.moveCount,
    moves: rec.moves,
    fontFiles: performance
      .getEntriesByType('resource')
      .filter((e) => /inter_(core|extension)/.test(e.name))
      .map((e) => {
        const timing = e as PerformanceResourceTiming;
        return { file: e.name.replace(/^.*\/media\//, ''), start: Math.round(e.startTime), end: Math.round(timing.responseEnd), bytes: timing.transferSize };
      }),
  };
};

/** Whether widths [400, 700] are Inter's: within 0.3 % (the fallback faces differ by a few per cent on this line). */
export const isInter = (widths: readonly number[], reference: readonly number[] | null): boolean =>
  Boolean(reference) && widths.every((w, i) => Math.abs(w - reference![i]) / reference![i] < 0.003);

/** When Inter first drew the sans text (ms since the navigation started), or null. */
export const interFrom = (reading: FontReading): number | null => reading.widths.find((entry) => isInter(entry.w, reading.reference))?.t ?? null;
