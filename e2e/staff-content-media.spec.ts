import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addStaff, expectAxeClean, signInAt, test, expect } from './fixtures';
import { mediaCopy } from '../src/content/media-library';

/**
 * Uploaded media in the staff's media library: sign in, upload an image with alt text (first without:
 * refused in words), set its focal point by keyboard, see it in the library with its thumbnail; then change an uploaded
 * image's alt text and focal point (pointer and keyboard; audited) and delete an unused upload by keyboard (Escape first, then confirmed);
 * axe at 390 and 1440 px.
 */
test('staff upload an image with alt text and a focal point, and find it in the media library', async ({ page }) => {
  test.slow(); // axe three times at two widths over a library that grows with every journey's uploads
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
  const marker = page.getByRole('button', { name: mediaCopy.field.focal, exact: true });
  await marker.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Focal point 60% across, 52% down' })).toBeVisible();

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/staff/content/media') && r.request().method() === 'POST');
  await page.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect((await answer.json()).asset.reference).toMatch(/^\/media\/u\/[0-9a-f]{64}\/1200x800-60-52\.webp$/);
  await expect(page.getByRole('status').filter({ hasText: mediaCopy.field.uploaded })).toBeVisible();
  // No file path is shown: the field names the upload by its picture.
  await expect(page.getByText(/\/media\/u\//)).toHaveCount(0);

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

test('staff move an uploaded image’s focal point, and delete an unused upload by keyboard', async ({ page }) => {
  test.slow(); // two dialogs, axe six times at two widths, screenshots: about a minute on a busy 2-core machine
  await signInAt(page, addStaff('media'), { path: '/staff/content/media', heading: mediaCopy.library.heading });
  const word = randomBytes(3).toString('hex');
  const alt = `A harbour at noon ${word}`;
  const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  const posted = await page.request.post('/api/staff/content/media', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { alt, focalX: '0.5', focalY: '0.5', upload: { name: `harbour-${word}.png`, mimeType: 'image/png', buffer: picture } },
  });
  expect(posted.status()).toBe(201);
  const { asset } = (await posted.json()) as { asset: { id: string } };
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: alt });
  await expect(row.getByText(`harbour-${word}.png`)).toBeVisible();

  // Its alt text and focal point, in one dialog: the focal point by pointer, then by keyboard.
  await row.getByRole('button', { name: `${mediaCopy.library.edit}: ${alt}` }).click();
  const focalDialog = page.getByRole('dialog', { name: mediaCopy.library.editTitle.replace('{name}', `harbour-${word}.png`) });
  await expect(focalDialog).toBeVisible();
  const picked = focalDialog.locator('img');
  await expect.poll(() => picked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(828);
  const box = (await picked.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.3);
  const value = focalDialog.locator('[aria-live="polite"]');
  await expect(value).toHaveText('Focal point 20% across, 30% down');
  const marker = focalDialog.getByRole('button', { name: mediaCopy.field.focal, exact: true });
  await marker.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(value).toHaveText('Focal point 40% across, 31% down');
  // Alt text left empty is refused at the field, and nothing is saved.
  const altBox = focalDialog.getByLabel(mediaCopy.field.alt);
  await expect(altBox).toHaveValue(alt);
  await altBox.fill('  ');
  await focalDialog.getByRole('button', { name: mediaCopy.library.save, exact: true }).click();
  await expect(altBox).toHaveAttribute('aria-invalid', 'true');
  await expect(focalDialog.getByText(mediaCopy.errors.altRequired).first()).toBeVisible();
  await altBox.fill(`${alt} by the water`);
  await expectAxeClean(page, 'edit dialog');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`media-focal-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const patched = page.waitForResponse((r) => r.url().includes('/api/staff/content/media/') && r.request().method() === 'PATCH');
  await focalDialog.getByRole('button', { name: mediaCopy.library.save, exact: true }).click();
  expect((await patched).status()).toBe(200);
  await expect(focalDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: mediaCopy.library.saved.replace('{alt}', `${alt} by the water`) })).toBeVisible();
  await expect(row).toContainText(`${alt} by the water`);
  const saved = (await (await page.request.get('/api/staff/content/media?search=harbour-' + word)).json()) as { assets: { id: string; alt: string; reference: string }[] };
  expect(saved.assets).toEqual([expect.objectContaining({ id: asset.id, alt: `${alt} by the water`, reference: expect.stringMatching(/1000x600-40-31\.webp$/) })]);
  // Both changes are in the audit log.
  await page.goto('/staff/audit');
  await expect(page.getByText(`Changed the alt text of the upload harbour-${word}.png`)).toBeVisible();
  await expect(page.getByText(`Changed the focal point of the upload harbour-${word}.png`)).toBeVisible();
  await page.goBack();

  // Delete, by keyboard: Escape leaves it be; then confirmed, it leaves the list.
  const remove = row.getByRole('button', { name: `${mediaCopy.library.delete}: ${alt}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: mediaCopy.library.deleteTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`harbour-${word}.png`);
  await expectAxeClean(page, 'delete confirmation');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`media-delete-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  // Focus stays in the dialog: from its close button, Tab reaches the confirmation; Shift+Tab goes back.
  await expect(confirm.getByRole('button', { name: 'Close Dialog' })).toBeFocused();
  await page.keyboard.press('Tab');
  const confirmButton = confirm.getByRole('button', { name: mediaCopy.library.deleteConfirm });
  await expect(confirmButton).toBeFocused();
  const deleted = page.waitForResponse((r) => r.url().includes('/api/staff/content/media/') && r.request().method() === 'DELETE');
  await page.keyboard.press('Enter');
  expect((await deleted).status()).toBe(200);
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  const said = page.getByRole('status').filter({ hasText: mediaCopy.library.deleted.replace('{alt}', `${alt} by the water`) });
  await expect(said).toBeVisible();
  await expect(said).toBeFocused();
  await expectAxeClean(page, 'media library after a delete');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`media-library-after-delete-${width}.png`), fullPage: true });
  }
});

