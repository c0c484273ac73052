import { test, expect, halfReadProxy, recordLayoutShifts, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

const showreel = (page: Page) => page.getByRole('region', { name: /showreel/i });

test.describe('home showreel', () => {
  // Video decoding and axe are slow on a busy shared machine.
  test.describe.configure({ timeout: 120_000 });
  test('streams from the site itself and plays', async ({ page, baseURL }) => {
    const media: string[] = [];
    page.on('request', (req) => {
      if (/\.(m3u8|m4s|mp4)(\?|$)/.test(req.url())) media.push(req.url());
    });
    await page.goto('/');
    const video = showreel(page).locator('video');
    // currentTime advances: the video really plays (muted autoplay).
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.playsInline)).toBe(true);

    const origin = new URL(baseURL!).origin;
    // Chromium has HLS of its own: the browser streams the 1080p playlist directly, no streaming library needed.
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(`${origin}/media/video/showreel/1080p/index.m3u8`);
    expect(media.some((u) => u === `${origin}/media/video/showreel/master.m3u8`)).toBe(true);
    expect(media.some((u) => u.startsWith(`${origin}/media/video/showreel/1080p/`) && u.endsWith('.m4s'))).toBe(true);
    expect(media.every((u) => u.startsWith(origin))).toBe(true);
  });

  test('quality menu lists 1080p, 720p, 480p with 1080p checked; picking 720p checks it and closes', async ({ page }) => {
    await page.goto('/');
    const menuButton = showreel(page).getByRole('button', { name: /video quality/i });
    await expect(menuButton).toBeVisible({ timeout: 20_000 });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'Video quality' });
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitemradio');
    await expect(items).toHaveText(['1080p', '720p', '480p']);
    await expect(menu.getByRole('menuitemradio', { name: '1080p' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: '720p' })).toHaveAttribute('aria-checked', 'false');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const video = showreel(page).locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(1080);
    const segments720 = page.waitForRequest((req) => /\/media\/video\/showreel\/720p\/.*\.m4s$/.test(req.url()));
    await menu.getByRole('menuitemradio', { name: '720p' }).click();
    await expect(menu).toBeHidden();
    // The stream really changes: 720p segments arrive and the picture is 720 lines high, still playing.
    await segments720;
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(720);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 20_000 }).toBe(true);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAccessibleName('Video quality: 720p');
    await menuButton.click();
    await expect(page.getByRole('menuitemradio', { name: '720p' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitemradio', { name: '1080p' })).toHaveAttribute('aria-checked', 'false');
  });

  test('where the browser has no HLS of its own, hls.js streams it and the quality menu still switches levels', async ({ page }) => {
    // As in Firefox: Media Source Extensions, but no native HLS.
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    await page.goto('/');
    const video = showreel(page).locator('video');
    const menuButton = showreel(page).getByRole('button', { name: /video quality/i });
    await expect(menuButton).toHaveAccessibleName('Video quality: 1080p', { timeout: 20_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/); // a MediaSource: hls.js
    const segments720 = page.waitForRequest((req) => /\/media\/video\/showreel\/720p\/.*\.m4s$/.test(req.url()));
    await menuButton.click();
    await page.getByRole('menuitemradio', { name: '720p' }).click();
    await segments720;
    await expect(menuButton).toHaveAccessibleName('Video quality: 720p');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(720);
  });

  test('the control bar does not move once the player has loaded (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await recordLayoutShifts(page);
    await page.goto('/');
    await expect(showreel(page).getByRole('button', { name: /video quality/i })).toBeVisible({ timeout: 20_000 });
    await expect(showreel(page)).toHaveAttribute('data-playing', 'true');
    expect(await shifts()).toEqual([]);
  });

  test('the control bar does not move while the page is still arriving: painted half-read, it already has its height', async ({ page, baseURL }) => {
    // A browser paints what it has read of a page while the rest is on its way (a slow network, or a busy phone's
    // parser yielding). Here the home page stops for a moment right after the control bar's opening tag: the bar is
    // painted before its buttons exist, and must not grow (move) once they arrive.
    const proxy = await halfReadProxy(baseURL!, '/', 'bg-gradient-to-t from-ink/60');
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      const shifts = await recordLayoutShifts(page);
      await page.goto(proxy.url);
      await expect(showreel(page).getByRole('button', { name: /video quality/i })).toBeVisible({ timeout: 20_000 });
      expect(await shifts()).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  test('quality menu works from the keyboard and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const menuButton = showreel(page).getByRole('button', { name: /video quality/i });
    await expect(menuButton).toBeVisible({ timeout: 20_000 });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: '1080p' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: '720p' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('play/pause and mute toggle their state and accessible names', async ({ page }) => {
    await page.goto('/');
    const region = showreel(page);
    const video = region.locator('video');
    const pause = region.getByRole('button', { name: 'Pause video' });
    await expect(pause).toBeVisible({ timeout: 20_000 });
    await pause.click();
    const play = region.getByRole('button', { name: 'Play video' });
    await expect(play).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await play.click();
    await expect(region.getByRole('button', { name: 'Pause video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await region.getByRole('button', { name: 'Unmute video' }).click();
    await expect(region.getByRole('button', { name: 'Mute video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await region.getByRole('button', { name: 'Mute video' }).click();
    await expect(region.getByRole('button', { name: 'Unmute video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await expect(region.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
  });

  test('poster is preloaded and has 30 px corners', async ({ page }) => {
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload.first()).toHaveAttribute('imagesrcset', /showreel%2Fposter\.webp/);
    const radius = await showreel(page).evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(radius).toBe('30px');
  });

  for (const width of [1440, 390]) {
    test(`no axe violations with the quality menu open at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000); // axe over the whole page is slow on a busy machine
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const menuButton = showreel(page).getByRole('button', { name: /video quality/i });
      await expect(menuButton).toBeVisible({ timeout: 20_000 });
      await expect(showreel(page)).toHaveAttribute('data-layout', width <= 991 ? 'mobile' : 'desktop');
      await menuButton.click();
      await expect(page.getByRole('menu')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  test('nothing autoplays: poster and a play button instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const media: string[] = [];
    page.on('request', (req) => {
      if (/\.(m3u8|m4s)(\?|$)/.test(req.url())) media.push(req.url());
    });
    await page.goto('/');
    const region = showreel(page);
    const bigPlay = region.getByRole('button', { name: /^Play video: / });
    await expect(bigPlay).toBeVisible();
    await page.waitForTimeout(1500);
    expect(media).toEqual([]);
    expect(await region.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await bigPlay.click();
    await expect
      .poll(() => region.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.3);
  });
});
