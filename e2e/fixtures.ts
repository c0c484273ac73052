import { test as base, expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`: its page waits, after `goto` and `reload` of a page, until React has hydrated it
 * (`<html data-hydrated>`, set by src/components/layout/HydrationMark.tsx). A page's scripts start after its first
 * paint (scripts/hydrate-after-paint.mjs), so the load event `goto` waits for no longer means a visitor can use the
 * page. A `goto` that asks for less than the load event (`commit`, `domcontentloaded`) does not wait.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const hydrated = async (response: Awaited<ReturnType<Page['goto']>>, waitUntil?: string) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && waitUntil !== 'commit' && waitUntil !== 'domcontentloaded') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await provide(page);
  },
});

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Holds back the page's scripts (everything under /_next/static/ but CSS) until `release()` is called: the page
 * as a visitor on a slow phone sees it between its first paint and hydration. `navigations` lists every page
 * request the browser made after `goto` (a native form submission shows up there).
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const navigations: string[] = [];
  let first = true;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    if (first) first = false;
    else navigations.push(request.url());
  });
  return { release, navigations };
}
