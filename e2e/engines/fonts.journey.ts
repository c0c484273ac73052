import { describe, expect, test } from 'vitest';
import { ROUTES, VIEWPORTS } from '../routes';
import type { Tab } from './browser';
import { ENGINE, engineTab } from './tab';

/**
 * Inter arrives on every route, at a phone's width and a desktop's, and moves nothing the visitor sees (in
 * WebKit and Firefox it never came on some pages, `<html data-fonts>` stuck at 'waiting'). A page draws its first frame
 * in faces matched to Inter and adds Inter once it has hydrated, at once if that moves nothing in view, else once the
 * visitor has scrolled to where it moves nothing (src/components/layout/FontSwap.tsx). This visitor reads each page
 * top to bottom, a screen at a time, until Inter is there.
 */
const tab = engineTab();

/** Reads on, a screen at a time, until Inter draws the page or the page ends; then Inter must be there. */
async function readUntilInter(page: Tab, route: string) {
  await page.waitFor(`${route}: the font swap to start`, () => document.documentElement.dataset.fonts);
  for (;;) {
    const state = await page.evaluate(() => ({ fonts: document.documentElement.dataset.fonts, end: innerHeight + scrollY >= document.documentElement.scrollHeight - 2 }));
    if (state.fonts === 'inter' || state.end) break;
    await page.evaluate(() => scrollBy(0, Math.round(innerHeight * 0.8)));
    // The reader takes a moment over each screen (the page's retry follows a scroll once it has stopped).
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await page.waitFor(`${route}: <html data-fonts="inter">`, () => document.documentElement.dataset.fonts === 'inter');
}

/** Whether the stacks' families now draw Inter: text measured in 'inter Sans' as wide as in next/font's own Inter face. */
const drawsInter = () =>
  document.fonts.load('400 16px inter').then(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (family: string, weight: number) => {
      context.font = `${weight} 16px ${family}`;
      return context.measureText('Driftline builds software: 0123456789 Wq').width;
    };
    return [400, 700].every((weight) => Math.abs(width('"inter Sans"', weight) - width('inter', weight)) < 0.5);
  });

describe(`${ENGINE}: Inter on every route`, () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.name} width, Inter draws every route and moves nothing in view`, { timeout: ROUTES.length * 20_000 }, async () => {
      const page = tab();
      const view = await page.resize(viewport.width, viewport.height);
      // WebKitGTK's window is at least 447 px wide: its phone is that wide.
      expect(view.width).toBeLessThanOrEqual(Math.max(viewport.width, 447));
      const failures: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        try {
          await readUntilInter(page, route);
        } catch (error) {
          // What Inter moved in view when the page last tried it, which is why it still waits.
          const waits = await page.evaluate(() => (window as unknown as { __fontWaits: string[] }).__fontWaits);
          failures.push(`${error instanceof Error ? error.message : String(error)}; it moved ${(waits ?? []).join('; ') || 'nothing the journey saw'}`);
          continue;
        }
        if (!(await page.evaluate(drawsInter))) failures.push(`${route}: the stacks do not draw Inter`);
        const shifts = await page.evaluate(() => (window as unknown as { __fontShifts: string[] }).__fontShifts);
        failures.push(...shifts.map((shift) => `${route}: ${shift}`));
      }
      expect(failures).toEqual([]);
    });
  }
});
