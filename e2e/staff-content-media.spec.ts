import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addStaff, expectAxeClean, signInAt, test, expect } from './fixtures';
import { mediaCopy } from '../src/content/media-library';

/**
 * Uploaded media in the staff's media library (issue 43): sign in, upload an image with alt text (first without:
 * refused in words), set its focal point by keyboard, see it in the library with its thumbnail; axe at 390 and
 * 1440 px.
 */
test('staff upload an image with alt text and a focal point, and find it in the media library', async ({ page }) => {
  await signInAt(page, addStaff('media'), { path: '/staff/content/media', heading: mediaCopy.library.heading });
  await expectAxeClean(page, 'media library');

  const word = randomBytes(3).toString('hex');
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
  await page.getByLabel(mediaCopy.field.file).setInputFiles({ name: `studio-${word}.png`, mimeType: 'image/png', buffer: picture });

  // Without alt text: refused in words, focus on the field.
  await page.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
  const alt = page.getByLabel(mediaCopy.field.alt);
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(mediaCopy.errors.altRequired)).toBeVisible();
  await expectAxeClean(page, 'media field with an error');

  await alt.fill(`The studio at dusk ${word}`);
  // The focal point by keyboard: 10 % right (Shift), 2 % down; the value is announced.
  const marker = page.getByRole('button', { name: mediaCopy.field.focal });
  await marker.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Focal point 60% across, 52% down' })).toBeVisible();

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/staff/content/media') && r.request().method() === 'POST');
  await page.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: mediaCopy.field.uploaded })).toBeVisible();
  const reference = page.getByLabel(mediaCopy.library.reference);
  await expect(reference).toHaveValue(/^\/media\/u\/[0-9a-f]{64}\/1200x800-60-52\.webp$/);

  // In the library: the row with its thumbnail (a rendition the site serves) and alt text.
  const row = page.getByRole('row').filter({ hasText: `The studio at dusk ${word}` });
  await expect(row).toBeVisible();
  const thumbnail = row.getByRole('img', { name: `The studio at dusk ${word}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  await expect(row.getByText(mediaCopy.library.states.ready)).toBeVisible();
  await expectAxeClean(page, 'media library with an upload');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`media-library-${width}.png`), fullPage: true });
  }
});
