import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The journeys' `test`: its page waits, after `goto` and `reload` of a page, until React has hydrated it
 * (`<html data-hydrated>`, set by src/components/layout/HydrationMark.tsx). A page's scripts start after its first
 * paint (scripts/build/hydrate-after-paint.mjs), so the load event `goto` waits for no longer means a visitor can use the
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
function waitForHydration(page: Page) {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Opens `path` as a visitor on a slow phone sees it between its first paint and hydration: the page's scripts
 * (everything under /_next/static/ ending in .js) are held back until `enterThenHydrate` lets them through.
 * `enterThenHydrate(field)` presses Enter in the field, gives a native form submission time to leave, lets the
 * scripts run, waits for hydration and asserts that the page never navigated (a native GET would carry the form's
 * values in the address).
 */
export async function openBeforeHydration(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  return {
    async enterThenHydrate(field: Locator) {
      await field.press('Enter');
      await page.waitForTimeout(500); // a native submission would have left by now
      release();
      await waitForHydration(page);
      expect(navigations).toEqual([]);
      expect(new URL(page.url()).search).toBe('');
    },
  };
}
