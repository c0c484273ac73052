import { test, expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { clients } from '../src/content/clients';
import { LOGO_RENDITION_HEIGHT } from '../src/lib/media/logo';
import { home } from '../src/content/home';
import { about } from '../src/content/about';

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
    await expect(h1).toHaveAccessibleName(home.page.heading);
  });

  test('shows the six client logos, each named and drawn', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByTestId('client-logos').getByRole('img');
    await expect(logos).toHaveCount(6);
    for (const client of clients) {
      await expect(page.getByTestId('client-logos').getByRole('img', { name: client.name, exact: true })).toHaveCount(1);
    }
    await page.getByTestId('client-logos').scrollIntoViewIfNeeded();
    // Each logo's raster rendition (made by `npm run media`) loaded: a missing file would leave an empty card.
    await expect
      .poll(() => logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalHeight)))
      .toEqual(Array(6).fill(LOGO_RENDITION_HEIGHT));
  });

  test('a client logo tilts toward the pointer with a highlight, and stays still under reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const card = page.getByTestId('logo-tilt').first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    /** The card's rotation about the vertical axis, in degrees, and the highlight's opacity. */
    const state = () =>
      card.evaluate((frame) => {
        const tilting = frame.firstElementChild!;
        const m = new DOMMatrixReadOnly(getComputedStyle(tilting).transform);
        const glare = tilting.lastElementChild!;
        return { rotateY: Math.round((Math.asin(Math.max(-1, Math.min(1, -m.m13))) * 180) / Math.PI), glare: Number(getComputedStyle(glare).opacity) };
      });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
    // Held there, the card stays tilted (it does not lose the pointer as its edge sinks away).
    await page.waitForTimeout(1500);
    // The right edge sinks (positive rotateY), easing toward 25° and never past it; the highlight shows.
    await expect.poll(async () => (await state()).rotateY, { timeout: 5000 }).toBeGreaterThan(10);
    const held = await state();
    expect(held.rotateY).toBeLessThanOrEqual(25);
    expect(held.glare).toBeGreaterThan(0);
    expect(held.glare).toBeLessThanOrEqual(0.4);
    // Leaving the card lets it settle back.
    await page.mouse.move(5, 5);
    // (Within a degree: the last frames of the ease can leave -0.3° or +0.2°, and Math.round(-0.3) is -0.)
    await expect.poll(async () => Math.abs((await state()).rotateY), { timeout: 6000 }).toBeLessThan(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 2, box.y + 2, { steps: 4 });
    await page.waitForTimeout(500);
    expect(await card.evaluate((frame) => getComputedStyle(frame.firstElementChild!).transform)).toBe('none');
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

    // Scroll the strip into view and sample the 15,000 in the page itself for 3.5 s.
    const samples = await page.evaluate(async () => {
      const el = document.querySelectorAll('[data-testid="stat-number"]')[2];
      el.scrollIntoView({ block: 'center' });
      const seen: number[] = [];
      const t0 = performance.now();
      while (performance.now() - t0 < 3500) {
        seen.push(Number(el.textContent!.replace(/,/g, '')));
        await new Promise((r) => requestAnimationFrame(r));
      }
      return seen;
    });
    expect(samples.some((v) => v > 0 && v < 15000)).toBe(true); // it counted, not jumped
    expect(samples.every((v, i) => i === 0 || v >= samples[i - 1])).toBe(true); // never backwards
    for (let i = 0; i < stats.length; i++) {
      const expected = stats[i].title.replace(/\D+$/, '');
      await expect(numbers.nth(i)).toHaveText(expected, { timeout: 5000 });
    }
  });

  test('under reduced motion the statistics show their final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/'); // hydrated (e2e/fixtures.ts): without reduced motion the strip would now wait at 0
    const first = page.getByTestId('stat-number').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await expect(first).toHaveText(home.bottomBlock.stats[0].title.replace(/\D+$/, ''), { timeout: 100 });
  });

  test('shows a few work cards that open their case studies', async ({ page }) => {
    await page.goto('/');
    const work = page.getByRole('region', { name: home.work.heading });
    const cards = work.locator('a[href^="/work/"]');
    await expect(cards).toHaveCount(3);
    const href = await cards.first().getAttribute('href');
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('dialog')).toBeVisible();
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

  /** How far the gallery has moved: the list's translateX, as a positive number of px. */
  const galleryPosition = (page: Page) =>
    page.getByTestId('gallery-list').evaluate((el) => 0 - new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

  test('the gallery advances sideways at 3 px per 10 ms, jumps back at the end and can be paused', async ({ page }) => {
    await page.goto('/about');
    const track = page.getByTestId('gallery-track');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const position = () => galleryPosition(page);
    await expect(track).toHaveAttribute('data-moving', 'true');

    // From the start of a pass, so the second measured cannot include the jump back.
    await page.getByTestId('gallery-list').evaluate((el) => (el.getAnimations()[0].currentTime = 0));
    const t0 = Date.now();
    const start = await position();
    await page.waitForTimeout(1000);
    const moved = (await position()) - start;
    const elapsed = Date.now() - t0;
    // 0.3 px per ms, give or take the time the two reads took.
    expect(moved).toBeGreaterThan(0.3 * 1000 * 0.8);
    expect(moved).toBeLessThan(0.3 * elapsed * 1.2);

    // A second before the end: it reaches the end, then starts again from 0.
    const end = await page.getByTestId('gallery-list').evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth);
    const nearEnd = await page.getByTestId('gallery-list').evaluate((el) => {
      const animation = el.getAnimations()[0];
      animation.currentTime = Number(animation.effect!.getComputedTiming().duration) - 1000;
      return 0 - new DOMMatrixReadOnly(getComputedStyle(el).transform).m41;
    });
    expect(nearEnd).toBeGreaterThan(end - 320);
    await expect.poll(position, { timeout: 4000 }).toBeLessThan(end / 2);

    await page.getByRole('button', { name: about.gallery.pause }).click();
    await expect(page.getByRole('button', { name: about.gallery.play })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(track).toHaveAttribute('data-moving', 'false');
    await page.waitForTimeout(150);
    const paused = await position();
    await page.waitForTimeout(400);
    expect(await position()).toBe(paused);

    await page.getByRole('button', { name: about.gallery.play }).click();
    await page.mouse.move(5, 5);
    await expect.poll(position, { timeout: 2000 }).toBeGreaterThan(paused + 30);
  });

  test('gallery films show a screen-sized still until they play, not the full 1920 px poster', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByTestId('gallery-track').scrollIntoViewIfNeeded();
    const films = about.gallery.items.filter((item) => item.kind === 'video');
    for (const film of films) {
      const video = page.getByRole('listitem').filter({ has: page.getByLabel(film.label) });
      await expect(video.locator('video')).not.toHaveAttribute('poster', /./);
      // The still is an optimized image at most 828 px wide, loaded under the video.
      const still = video.locator('img');
      await expect(still).toHaveAttribute('src', new RegExp(`url=${encodeURIComponent(film.poster)}`));
      await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await still.evaluate((img: HTMLImageElement) => Number(new URL(img.currentSrc).searchParams.get('w')))).toBeLessThanOrEqual(828);
    }
    expect(fetched.filter((path) => films.some((film) => path === film.poster))).toEqual([]);
  });

  test('the gallery waits while hovered or focused, and stays still under reduced motion', async ({ page }) => {
    await page.goto('/about');
    const track = page.getByTestId('gallery-track');
    await track.scrollIntoViewIfNeeded();
    await track.hover();
    await expect(track).toHaveAttribute('data-moving', 'false');
    await page.waitForTimeout(150);
    const hovered = await galleryPosition(page);
    await page.waitForTimeout(400);
    expect(await galleryPosition(page)).toBe(hovered);

    await page.mouse.move(5, 5);
    await expect(track).toHaveAttribute('data-moving', 'true');
    await track.focus();
    await expect(track).toHaveAttribute('data-moving', 'false');
    await page.waitForTimeout(150);
    const focused = await galleryPosition(page);
    await page.waitForTimeout(400);
    expect(await galleryPosition(page)).toBe(focused);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: about.gallery.play })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await galleryPosition(page)).toBe(0);
  });

  test('the about h1 is read once, and the numbers reach their targets', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(about.page.heading);
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
