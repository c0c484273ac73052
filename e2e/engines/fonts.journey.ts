import { afterEach, describe, expect, test } from 'vitest';
import { ROUTES, VIEWPORTS } from '../routes';
import { openTab, type Tab } from './browser';
import { FONT_RECORDER, isInter, readFonts } from './font-recorder';
import { BASE_URL, ENGINE } from './tab';

/**
 * Inter draws every route, at a phone's width and a desktop's, and no text in view ever moves. Inter is
 * `font-display: optional` and preloaded (src/app/fonts.ts): a page whose font is not there by its first paint keeps
 * its fallback to the end, and the next page, the font cached, is drawn in Inter. So this visitor opens the first
 * route in a fresh browser, and then every route, each of which Inter must draw once it has loaded, with no reading
 * or scrolling asked of the visitor, and on which no text moves. (Inter added from a
 * script once it could move nothing never came on /work/coral in WebKit at either width, nor on a page in Firefox:
 * `<html data-fonts>` stayed 'waiting'.) Text moved is read frame by frame (e2e/engines/font-recorder.ts), in every
 * engine, as Chromium's Layout Instability API counts a shift.
 */
let tab: Tab | undefined;

/** A moment after hydration for what the page does next (a font it adds, say) before the page is read. */
const SETTLE_MS = 1000;

async function visit(page: Tab, route: string) {
  await page.goto(route);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return page.evaluate(readFonts);
}

describe(`${ENGINE}: Inter on every route`, () => {
  afterEach(async () => {
    await tab?.close();
    tab = undefined;
  });
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.name} width, Inter draws every route once it has loaded, and no text moves`, { timeout: ROUTES.length * 20_000 }, async () => {
      // A fresh browser for each width: its first page is a visitor's first, with nothing cached.
      tab = await openTab(ENGINE, BASE_URL, FONT_RECORDER);
      const page = tab;
      const view = await page.resize(viewport.width, viewport.height);
      // WebKitGTK's window is at least 447 px wide: its phone is that wide.
      expect(view.width).toBeLessThanOrEqual(Math.max(viewport.width, 447));
      const failures: string[] = [];
      // The first page a visitor opens, with nothing cached, may or may not get Inter in time: not asserted here
      // (Firefox can lay the first page out again when Inter arrives inside its block period: npm run bench:fonts
      // counts how often, per engine).
      await visit(page, ROUTES[0]!);
      for (const route of ROUTES) {
        const reading = await visit(page, route);
        if (!reading.reference) failures.push(`${route}: no rule for Inter's core file`);
        else if (!isInter(reading.now, reading.reference)) failures.push(`${route}: Inter does not draw the page once it has loaded`);
        if (reading.moveCount) failures.push(`${route}: text moved: ${reading.moves.join('; ')}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
