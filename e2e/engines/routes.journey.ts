import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { TOP_LEVEL_ROUTES } from '../../src/lib/seo/routes';
import { ROUTES, VIEWPORTS } from '../routes';
import { pageErrors } from './dom';
import { ENGINE, engineTab } from './tab';

/** Every route renders and hydrates in this engine with nothing logged as an error; axe finds nothing on the main ones. */
const tab = engineTab();

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const axeSource = () => readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe(`${ENGINE}: every route`, () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.name} width, every route draws one h1, hydrates and logs no error`, { timeout: ROUTES.length * 15_000 }, async () => {
      const page = tab();
      await page.resize(viewport.width, viewport.height);
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        const h1 = await page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()));
        if (h1.length !== 1 || !h1[0]) problems.push(`${route}: h1 ${JSON.stringify(h1)}`);
        // As a reader stays a moment: until the page has its font (leaving while it downloads, Firefox logs the
        // aborted download as an error of the page).
        await page.waitFor(`${route}: Inter loaded`, () => document.documentElement.dataset.fonts);
        problems.push(...(await pageErrors(page)).map((line) => `${route}: ${line}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test('axe finds no violation on the main routes, at a phone width and a desktop width', { timeout: TOP_LEVEL_ROUTES.length * 2 * 20_000 }, async () => {
    const page = tab();
    const source = await axeSource();
    const violations: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.resize(viewport.width, viewport.height);
      for (const route of TOP_LEVEL_ROUTES) {
        await page.goto(route);
        // Once what animates in has arrived (a heading's words fading in are checked at their final colours); what
        // moves for ever (the ticker, the gallery) is checked as it is.
        await page.waitFor(`${route}: entrance animations done`, () =>
          document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
        );
        await page.run(source);
        const found = await page.evaluate(
          (tags: string[]) =>
            (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
              .run(document, { runOnly: { type: 'tag', values: tags } })
              .then((result) => result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)),
          AXE_TAGS,
        );
        violations.push(...found.map((v) => `${route} at ${viewport.width} px: ${v}`));
      }
    }
    expect(violations).toEqual([]);
  });
});
