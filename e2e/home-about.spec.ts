import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { clients } from '../src/content/clients';
import { home } from '../src/content/home';
import { about } from '../src/content/about';
import { pages } from '../src/content/pages';

/** Scrolls the whole page so every in-view animation plays, then waits for the longest one (2.5 s count-up). */
async function playEverything(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(2800);
}

test.describe('home', () => {
  test('the h1 is read once, as the whole sentence', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveAccessibleName(pages.home.heading);
  });

  test('shows the six client logos, each named', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByTestId('client-logos').getByRole('img');
    await expect(logos).toHaveCount(6);
    for (const client of clients) {
      await expect(page.getByTestId('client-logos').getByRole('img', { name: client.name, exact: true })).toHaveCount(1);
    }
  });

  test('an expertise card’s Read more reaches its page', async ({ page }) => {
    await page.goto('/');
    const card = home.expertise.cards[0];
    const links = page.getByRole('link', { name: new RegExp(`^${home.expertise.readMore}`) });
    await expect(links).toHaveCount(home.expertise.cards.length);
    await page.getByRole('link', { name: `${home.expertise.readMore} about ${card.tagText}` }).click();
    await expect(page).toHaveURL(new RegExp(`/expertise/${card.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the statistics count up from 0 to their targets once scrolled into view', async ({ page }) => {
    await page.goto('/');
    const numbers = page.getByTestId('stat-number');
    const stats = home.bottomBlock.stats;
    await expect(numbers).toHaveCount(stats.length);
    // Below the fold, after hydration, the strip waits at 0.
    await expect(numbers.first()).toHaveText('0');
    // What assistive technology reads is the final value all along.
    for (const stat of stats) await expect(page.getByText(`${stat.title} ${stat.span.join(' ')}`, { exact: true })).toHaveCount(1);

    await numbers.first().scrollIntoViewIfNeeded();
    const midway = await page.waitForTimeout(900).then(() => numbers.nth(2).textContent());
    expect(midway).not.toBe('15,000');
    for (let i = 0; i < stats.length; i++) {
      const expected = stats[i].title.replace(/\D+$/, '');
      await expect(numbers.nth(i)).toHaveText(expected, { timeout: 5000 });
    }
  });

  test('under reduced motion the statistics show their final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('stat-number').first()).toHaveText('80');
  });
});

test.describe('about', () => {
  test('the testimonial carousel wraps both ways', async ({ page }) => {
    await page.goto('/about');
    const [first, second] = about.testimonials.items;
    const region = page.getByRole('region', { name: about.testimonials.heading });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: first.author })).toHaveCount(1);
    const shown = (quote: string) => page.getByTestId('testimonial').filter({ hasText: quote });
    await expect(shown(first.quote)).toBeVisible();
    await expect(shown(second.quote)).toBeHidden();

    const previous = page.getByRole('button', { name: about.testimonials.previous });
    const next = page.getByRole('button', { name: about.testimonials.next });
    await previous.click(); // first → last
    await expect(shown(second.quote)).toBeVisible();
    await expect(shown(first.quote)).toBeHidden();
    await expect(page.getByText(second.author, { exact: true })).toBeVisible();
    await next.click(); // last → first
    await expect(shown(first.quote)).toBeVisible();
    await next.click();
    await expect(shown(second.quote)).toBeVisible();
    await next.click(); // wraps forward
    await expect(shown(first.quote)).toBeVisible();
  });

  test('the gallery advances sideways, jumps back at the end and can be paused', async ({ page }) => {
    await page.goto('/about');
    const track = page.getByTestId('gallery-track');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const position = () => track.evaluate((el) => el.scrollLeft);
    const max = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(max).toBeGreaterThan(0);

    const start = await position();
    await page.waitForTimeout(600);
    expect(await position()).toBeGreaterThan(start + 30);

    await track.evaluate((el) => (el.scrollLeft = el.scrollWidth - el.clientWidth - 1));
    await expect.poll(position, { timeout: 2000 }).toBeLessThan(100);

    await page.getByRole('button', { name: about.gallery.pause }).click();
    await expect(page.getByRole('button', { name: about.gallery.play })).toBeVisible();
    await page.mouse.move(5, 5);
    const paused = await position();
    await page.waitForTimeout(400);
    expect(await position()).toBe(paused);

    await page.getByRole('button', { name: about.gallery.play }).click();
    await page.mouse.move(5, 5);
    await expect.poll(position, { timeout: 2000 }).toBeGreaterThan(paused + 30);
  });

  test('the gallery waits while hovered, and stays still under reduced motion', async ({ page }) => {
    await page.goto('/about');
    const track = page.getByTestId('gallery-track');
    await track.scrollIntoViewIfNeeded();
    await track.hover();
    const position = () => track.evaluate((el) => el.scrollLeft);
    const hovered = await position();
    await page.waitForTimeout(400);
    expect(await position()).toBe(hovered);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: about.gallery.play })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await position()).toBe(0);
  });

  test('the about h1 is read once, and the numbers reach their targets', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(pages.about.heading);
    const numbers = page.getByTestId('stat-number');
    await numbers.first().scrollIntoViewIfNeeded();
    for (let i = 0; i < about.stats.items.length; i++) {
      await expect(numbers.nth(i)).toHaveText(about.stats.items[i].title.replace(/\D+$/, ''), { timeout: 5000 });
    }
  });
});

for (const width of [390, 1440]) {
  for (const path of ['/', '/about']) {
    test(`no axe violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await playEverything(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
