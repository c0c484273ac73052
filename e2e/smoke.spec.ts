import { test, expect } from './fixtures';

test('home page answers with its heading', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('brand icons draw from their sprites: each <use> address answers with its symbol', async ({ page, request }) => {
  await page.goto('/expertise/docker');
  const hrefs = await page.locator('svg use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href')!));
  // The footer's five social icons and the page's Docker icon.
  expect(hrefs.filter((h) => h.startsWith('/brand-icons/social.svg')).length).toBe(5);
  expect(hrefs.some((h) => h.startsWith('/brand-icons/Docker.svg') && h.endsWith('#Docker'))).toBe(true);
  for (const href of new Set(hrefs)) {
    const [address, id] = href.split('#');
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(await res.text()).toContain(`<symbol id="${id}"`);
  }
});
