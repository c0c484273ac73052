import { test, expect } from './fixtures';

test('home page answers with its heading', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('brand icons are drawn in the page: nothing is fetched for them', async ({ page }) => {
  const svgs: string[] = [];
  page.on('request', (r) => {
    if (/\.svg$/.test(new URL(r.url()).pathname)) svgs.push(r.url());
  });
  await page.goto('/expertise/docker');
  // The footer's five social icons and the page's Docker icon carry their own paths.
  const social = page.getByRole('contentinfo').locator('a[href^="http"] svg path');
  await expect(social).toHaveCount(5);
  await expect(page.locator('main svg path').first()).toBeAttached();
  expect(await page.locator('svg use').count()).toBe(0);
  expect(svgs).toEqual([]); // the tab's icon too: it is in the HTML (src/lib/seo/icons.ts)
});
