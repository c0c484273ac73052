import { test, expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

const SLUGS = ['troophunter', 'totalhealthdentalcare', 'scheduler', 'honeydu', 'coral', 'goldendao'];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const coralCard = (page: Page) => page.locator('main a[href="/work/coral"]').first();

test.describe('work grid', () => {
  test('every card is a real link to its case study, with landscape and portrait ratios', async ({ page }) => {
    await page.goto('/work');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hrefs = await page.locator('main ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(SLUGS.map((s) => `/work/${s}`)));
    // troophunter has 4 images: one landscape card; coral has 5 (plus an empty one): five portrait cards
    expect(hrefs.filter((h) => h === '/work/troophunter')).toHaveLength(1);
    expect(hrefs.filter((h) => h === '/work/coral')).toHaveLength(5);
    const landscape = await page.locator('main a[href="/work/troophunter"] [data-card-media]').boundingBox();
    const portrait = await coralCard(page).locator('[data-card-media]').boundingBox();
    expect(landscape!.width / landscape!.height).toBeCloseTo(1452 / 890, 1);
    expect(portrait!.width / portrait!.height).toBeCloseTo(710 / 890, 1);
  });

  test('no card video loads before the visitor hovers a card; hovering plays it', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/video/')) videoRequests.push(r.url());
    });
    await page.goto('/work');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await page.locator('main a[href="/work/troophunter"]').hover();
    await expect.poll(() => videoRequests.some((u) => u.endsWith('/media/video/flow/original.mp4'))).toBe(true);
  });
});

test.describe('work grid on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('a card video waits until the visitor scrolls, then plays while the card is in view', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/video/')) videoRequests.push(r.url());
    });
    await page.goto('/work');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
    await page.mouse.wheel(0, 120);
    const video = page.locator('main a[href="/work/troophunter"] video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect(videoRequests.some((u) => u.endsWith('/media/video/flow/original.mp4'))).toBe(true);
  });
});

test.describe('case-study modal', () => {
  test('a click opens the case study in a dialog while the address shows /work/{slug}; Back closes it', async ({ page }) => {
    await page.goto('/work');
    await coralCard(page).click();
    const dialog = page.getByRole('dialog', { name: 'Coral' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/work\/coral$/);
    await expect(page).toHaveTitle(/Coral/);
    // the grid stays underneath
    await expect(page.getByRole('heading', { level: 1, name: 'Selected work', includeHidden: true })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://coral.ventures');

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/work$/);
    await expect(coralCard(page)).toBeFocused();
  });

  test("'Close Dialog' closes it, returns to /work and gives focus back to the card", async ({ page }) => {
    await page.goto('/work');
    await coralCard(page).scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    await coralCard(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Coral' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/work\/coral$/);

    await dialog.getByRole('button', { name: 'Close Dialog' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/work$/);
    await expect(coralCard(page)).toBeFocused();
    // the grid is where the visitor left it
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('focus is trapped inside the dialog', async ({ page }) => {
    await page.goto('/work');
    await page.locator('main a[href="/work/goldendao"]').click();
    const dialog = page.getByRole('dialog', { name: 'GoldenDAO' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('Up Next inside the dialog shows the next study in place; closing returns to /work', async ({ page }) => {
    await page.goto('/work');
    await coralCard(page).click();
    const dialog = page.getByRole('dialog', { name: 'Coral' });
    await expect(dialog).toBeVisible();
    await dialog.locator('section:has(h3:text("Up Next")) a[href="/work/goldendao"]').click();
    await expect(page.getByRole('dialog', { name: 'GoldenDAO' })).toBeVisible();
    await expect(page).toHaveURL(/\/work\/goldendao$/);
    await page.getByRole('button', { name: 'Close Dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/work$/);
  });

  test('a modified click opens the full page in a new tab', async ({ page, context }) => {
    await page.goto('/work');
    const [tab] = await Promise.all([context.waitForEvent('page'), coralCard(page).click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/work\/coral$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Coral' })).toBeVisible();
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('case-study page', () => {
  test('opening the modal then reloading gives the full page with every part of the layout', async ({ page }) => {
    await page.goto('/work');
    await coralCard(page).click();
    await expect(page.getByRole('dialog', { name: 'Coral' })).toBeVisible();
    await page.reload();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Coral' })).toBeVisible();
    const visit = main.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByText('Consulting and venture studio')).toBeVisible();
    for (const heading of ['Overview', 'Approach', 'Impact', 'Key contributions']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.locator('h2:text("Key contributions") + ul > li')).toHaveCount(5);

    await expect(main.locator('figure video')).toHaveCount(3); // the Up Next card's muted video is decoration
    // 4 content images with alt text (the empty image is skipped); card images are decorative
    await expect(main.locator('img[alt]:not([alt=""])')).toHaveCount(4);
    await expect(main.getByText('Driftline took a decade of our know-how')).toBeVisible();
    await expect(main.getByText('Managing Partner, Coral')).toBeVisible();

    await expect(main.getByRole('heading', { name: 'Up Next' })).toBeVisible();
    await expect(main.locator('section:has(h2:text("Up Next")) a')).toHaveAttribute('href', '/work/goldendao');
  });

  test('the last case study wraps Up Next to the first', async ({ page }) => {
    await page.goto('/work/goldendao');
    await expect(page.locator('main section:has(h2:text("Up Next")) a')).toHaveAttribute('href', '/work/troophunter');
  });

  test('case-study videos stream, and only near the viewport', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/work/coral');
    const videos = page.locator('main figure video');
    await expect(videos).toHaveCount(3);
    // coral's three videos are the orbit, flow and wave clips: the first streams at once, the third not yet
    await expect.poll(() => requested.includes('/media/video/orbit/master.m3u8')).toBe(true);
    expect(requested.filter((p) => p.startsWith('/media/video/wave/'))).toEqual([]);
    await videos.nth(2).scrollIntoViewIfNeeded();
    await expect.poll(() => requested.includes('/media/video/wave/master.m3u8')).toBe(true);
  });

  test('metadata: title, description from the short intro, its own Open Graph image', async ({ page }) => {
    await page.goto('/work/totalhealthdentalcare');
    await expect(page).toHaveTitle(/Total Health Dental Care/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /over 15,000 patients/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/\/work\/totalhealthdentalcare\/opengraph-image$/);
    const image = await page.request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

for (const width of [390, 1440]) {
  for (const target of ['/work', '/work/coral', 'the open dialog']) {
    test(`axe finds nothing on ${target} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (target === 'the open dialog') {
        await page.goto('/work');
        await coralCard(page).click();
        await expect(page.getByRole('dialog', { name: 'Coral' })).toBeVisible();
      } else {
        await page.goto(target);
      }
      await expectNoAxeViolations(page);
    });
  }
}
