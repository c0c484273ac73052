import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addStaff, putBack, expectAxeClean, signInAt, sql, test, expect, visitorSeesImage, waitForHydration } from './fixtures';
import { mediaCopy } from '../src/content/media-library';
import { staffContentCopy } from '../src/content/staff';

/**
 * Media fields in the content editor (design 3.7): sign in, open a case study, upload an image with alt text into one
 * of its image fields (a thumbnail, never a path; its alt text field is filled from the upload), publish, and see the
 * new image on the public page within seconds; a video that is not ready yet, chosen from the library, shows its
 * state, is refused at publish, at its field, in words, the draft naming it says so as soon as it is opened again,
 * and its state turns Ready by itself; axe at 390 and 1440 px. The case study is put back as it was at the end.
 */
const STUDY = 'Scheduler';


test('staff upload an image into a case study, publish it and see it on the page; a video not ready is refused at publish', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = addStaff('media-field');
  const [item] = await sql<{ id: string; data: Record<string, unknown> }>(
    `SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'scheduler'`,
  );
  const original = item.data as { images: string[]; imageAlts: string[]; video: { poster: string } };

  await signInAt(page, email, { path: '/staff/content/case-study', heading: staffContentCopy.kinds['case-study'] });
  await page.getByRole('link', { name: STUDY, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Case study: ${STUDY}` })).toBeVisible();
  await waitForHydration(page);

  try {
    // The current image shows as a thumbnail with Replace, not as its path.
    const thumbnail = page.getByRole('img', { name: `${mediaCopy.field.currentImage}: Images 3` });
    await expect(thumbnail).toHaveAttribute('src', original.images[2]);
    await expect(page.getByRole('button', { name: `${mediaCopy.field.replace}: Images 3` })).toBeVisible();
    expect(await page.locator('input, textarea').evaluateAll((inputs, path) => inputs.some((i) => (i as HTMLInputElement).value === path), original.images[2])).toBe(false);

    // By keyboard: open the upload of the third image.
    const toggle = page.getByRole('button', { name: `${mediaCopy.field.newImage}: Images 3` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `${mediaCopy.field.keepCurrent}: Images 3` })).toHaveAttribute('aria-expanded', 'true');
    const upload = page.getByRole('group', { name: `${mediaCopy.field.newImage}: Images 3` });
    await expect(upload).toBeVisible();
    await expectAxeClean(page, 'case study with an image upload open', { screenshots: true });

    const word = randomBytes(3).toString('hex');
    const alt = `Scheduler’s calendar at dawn ${word}`;
    const picture = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 200, g: 60 + (parseInt(word, 16) % 150), b: 40 } } })
      .png()
      .toBuffer();
    const sha = createHash('sha256').update(picture).digest('hex');
    await upload.getByLabel(mediaCopy.field.file).setInputFiles({ name: `calendar-${word}.png`, mimeType: 'image/png', buffer: picture });
    // Alt text is required.
    await upload.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
    await expect(upload.getByLabel(mediaCopy.field.alt)).toBeFocused();
    await expect(upload.getByText(mediaCopy.errors.altRequired)).toBeVisible();
    await upload.getByLabel(mediaCopy.field.alt).fill(alt);
    await upload.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
    await expect(upload.getByRole('status').filter({ hasText: mediaCopy.field.uploaded })).toBeVisible();

    // The field now shows the upload, and the case study's alt text for it is the upload's.
    await expect(page.getByRole('textbox', { name: /^Image alts 3/ })).toHaveValue(alt);
    await expect(thumbnail).toHaveAttribute('src', `/media/u/${sha}/480.webp`);

    await page.getByRole('button', { name: staffContentCopy.form.publish, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: staffContentCopy.form.published })).toBeVisible();

    // A visitor sees the new image on the page within seconds (the live pipeline), served from its renditions: the
    // address itself, as a visitor loads it (the edge's memory forgets it when this instance's watcher sees the
    // publish, within a second or two), reloaded until the new image is on it.
    await visitorSeesImage(browser, '/work/scheduler', alt, async (guest) => {
      const shown = guest.getByRole('img', { name: alt }).first();
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toContain(`/media/u/${sha}/`);
    });

    // A video that is not ready yet, chosen from the library: its state shows and is asked again by itself; saved as
    // a draft, it is refused at publish, at the field, in words.
    const pending = randomBytes(32).toString('hex');
    const clipName = `clip-${word}.mp4`;
    await sql(
      `INSERT INTO media_assets (id, kind, sha256, stored_in, original_name, mime_type, size_bytes, alt, width, height, state)
       VALUES (gen_random_uuid(), 'video', $1, 'disk', $2, 'video/mp4', 1000, 'A clip', 640, 360, 'processing')`,
      [pending, clipName],
    );
    const videoGroup = page.getByRole('group', { name: 'Video', exact: true });
    await videoGroup.getByRole('button', { name: `${mediaCopy.field.replace}: Video` }).click();
    const picker = page.getByRole('dialog', { name: `${mediaCopy.picker.chooseVideo}: Video` });
    await page.keyboard.type(clipName);
    await picker.getByRole('button', { name: new RegExp(clipName) }).click();
    await expect(picker).toBeHidden();
    const videoState = videoGroup.getByRole('status');
    await expect(videoState).toHaveText(mediaCopy.field.videoState.processing);
    await page.getByRole('button', { name: staffContentCopy.form.saveDraft }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved at/ })).toBeVisible();
    await page.getByRole('button', { name: staffContentCopy.form.publish, exact: true }).click();
    await expect(page.getByText(staffContentCopy.errors.mediaRefused).first()).toBeVisible();
    await expect(page.locator('#field-video-poster')).toHaveText(staffContentCopy.errors.videoNotReady);
    await expectAxeClean(page, 'case study refused for a video not ready', { screenshots: true });

    // Opened again, the draft says at once what stops its publish, at the field and in the summary that links to it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(staffContentCopy.form.notPublishable)).toBeVisible();
    const link = page.getByRole('link', { name: new RegExp(`^Video › Poster: ${staffContentCopy.errors.videoNotReady.slice(0, 30)}`) });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.locator('#field-video-poster')).toBeFocused();
    await expectAxeClean(page, 'case study draft opened with a video not ready', { screenshots: true });

    // The ladder done (here, by hand): the field says Ready by itself, without a reload.
    await expect(videoState).toHaveText(mediaCopy.field.videoState.processing);
    await sql(`UPDATE media_assets SET state = 'ready', ready_at = now() WHERE sha256 = $1`, [pending]);
    await expect(videoState).toHaveText(mediaCopy.field.videoState.ready);
  } finally {
    // Put the case study back as it was (a draft from the seed's data, published).
    await putBack(page, item.id, item.data);
  }
});
