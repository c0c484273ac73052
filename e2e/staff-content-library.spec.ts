import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addStaff, putBack, expectAxeClean, signInAt, sql, test, expect, type Page, waitForHydration } from './fixtures';
import { mediaCopy } from '../src/content/media-library';
import { staffContentCopy } from '../src/content/staff';

/**
 * The media library from the content editor: the library in the staff navigation; an image field chooses an upload
 * already in the library (a dialog: search, a grid of thumbnails by keyboard, Escape, focus kept in it and given
 * back); and Publish refused, in words at the field, while an upload in the form is unfinished (a file chosen but not
 * uploaded, an upload under way), so what goes live is never other than what the form shows. Axe and screenshots at
 * 390 and 1440 px. Each test edits a case study of its own and puts it back.
 */


type Item = { id: string; data: { images: string[]; imageAlts: string[] } };
const caseStudy = async (key: string) =>
  (await sql<Item>(`SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = $1`, [key]))[0];

/** An image in the library, uploaded through the API with this page's session. */
async function uploadImage(page: Page, name: string, alt: string, colour: number) {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: colour, g: 140, b: 255 - colour } } }).png().toBuffer();
  const posted = await page.request.post('/api/staff/content/media', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { alt, focalX: '0.5', focalY: '0.5', upload: { name, mimeType: 'image/png', buffer: picture } },
  });
  expect(posted.status()).toBe(201);
  return { sha: createHash('sha256').update(picture).digest('hex'), picture };
}

async function openCaseStudy(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Case study: ${title}` })).toBeVisible();
  await waitForHydration(page);
}

test('staff reach the media library from the navigation, and choose an image from it by keyboard', async ({ page }) => {
  test.setTimeout(150_000);
  const item = await caseStudy('honeydu');
  const word = randomBytes(3).toString('hex');
  await signInAt(page, addStaff('library'), { path: '/staff/content', heading: 'Content' });

  // The library is in the staff navigation, marked as the current section there.
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await nav.getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: mediaCopy.library.heading })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Media library' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');

  const alt = `Honeydu’s team at the whiteboard ${word}`;
  const { sha } = await uploadImage(page, `whiteboard-${word}.png`, alt, parseInt(word, 16) % 200);
  await uploadImage(page, `decoy-${word}.png`, `A decoy of the same search ${word}`, 7);

  await page.goto('/staff/content/case-study');
  await openCaseStudy(page, 'Honeydu');
  try {
    const replace = page.getByRole('button', { name: `${mediaCopy.field.replace}: Images 2` });
    await replace.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: `${mediaCopy.picker.chooseImage}: Images 2` });
    await expect(picker).toBeVisible();
    const search = picker.getByRole('searchbox', { name: mediaCopy.picker.search });
    await expect(search).toBeFocused();
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(replace).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await page.keyboard.type(word);
    await expect(picker.getByRole('status')).toHaveText(mediaCopy.picker.found.other.replace('{count}', '2'));
    const grid = picker.getByRole('list', { name: `${mediaCopy.picker.chooseImage}: Images 2` });
    await expect(grid.getByRole('button')).toHaveCount(2);
    await expectAxeClean(page, 'media picker', { screenshots: true });

    // The grid is one Tab stop; arrows move between thumbnails (newest first: the decoy, then the whiteboard).
    await page.keyboard.press('ArrowDown');
    const decoy = grid.getByRole('button', { name: new RegExp(`decoy-${word}`) });
    const wanted = grid.getByRole('button', { name: new RegExp(`whiteboard-${word}`) });
    await expect(decoy).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(wanted).toBeFocused();
    await page.keyboard.press('Home');
    await expect(decoy).toBeFocused();
    await page.keyboard.press('End');
    await expect(wanted).toBeFocused();
    // Focus stays in the dialog: Tab from the grid goes round to its close button.
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: 'Close Dialog' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(wanted).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(replace).toBeFocused();

    // The field shows the chosen image, and the case study's alt text for it is the upload's.
    await expect(page.getByRole('img', { name: `${mediaCopy.field.currentImage}: Images 2` })).toHaveAttribute('src', `/media/u/${sha}/480.webp`);
    await expect(page.getByRole('textbox', { name: /^Image alts 2/ })).toHaveValue(alt);
    await page.getByRole('button', { name: staffContentCopy.form.saveDraft }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved at/ })).toBeVisible();
    const [draft] = await sql<{ data: Item['data'] }>(`SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.draft_version_id WHERE i.id = $1`, [item.id]);
    expect(draft.data.images[1]).toBe(`/media/u/${sha}/1200x800-50-50.webp`);
    expect(draft.data.imageAlts[1]).toBe(alt);
    await expectAxeClean(page, 'case study with an image chosen from the library', { screenshots: true });
  } finally {
    await putBack(page, item.id, item.data);
  }
});

test('a Writer chooses from the library but is offered no upload, edit or delete (their role may not)', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await page.context().browser()!.newContext();
  const ownerPage = await owner.newPage();
  await signInAt(ownerPage, addStaff('library-owner'), { path: '/staff/content/media', heading: mediaCopy.library.heading });
  const alt = `Writer's view ${randomBytes(3).toString('hex')}`;
  await uploadImage(ownerPage, 'writer-view.png', alt, 90);
  await owner.close();

  await signInAt(page, addStaff('library-writer', 'writer'), { path: '/staff/content/media', heading: mediaCopy.library.heading });
  const library = page.getByRole('region', { name: mediaCopy.library.heading });
  await expect(library.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.getByRole('group', { name: mediaCopy.library.upload })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${mediaCopy.library.delete}: ${alt}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${mediaCopy.library.edit}: ${alt}` })).toHaveCount(0);
  await expectAxeClean(page, 'media library as a writer', { screenshots: true });

  await page.goto('/staff/content/case-study');
  await openCaseStudy(page, 'Total Health Dental Care');
  await expect(page.getByRole('button', { name: new RegExp(`^(${mediaCopy.field.choose}|${mediaCopy.field.replace}): `) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${mediaCopy.field.newImage}`) })).toHaveCount(0);
  await expectAxeClean(page, 'case study as a writer', { screenshots: true });
  // Leaving the form gives its edit lock back at once, for the journeys that edit this case study.
  await page.goto('/staff/content');
});

test('Publish is refused, in words at the field, while an upload in the form is unfinished', async ({ page }) => {
  test.setTimeout(150_000);
  const item = await caseStudy('troophunter');
  const word = randomBytes(3).toString('hex');
  await signInAt(page, addStaff('library-gate'), { path: '/staff/content/case-study', heading: staffContentCopy.kinds['case-study'] });
  await openCaseStudy(page, 'TroopHunter');
  const published = async () => (await sql<{ v: number }>(`SELECT published_version_id::int AS v FROM content_items WHERE id = $1`, [item.id]))[0].v;
  const before = await published();
  const publish = page.getByRole('button', { name: staffContentCopy.form.publish, exact: true });
  const chooseAt = page.locator('#field-images-0');
  try {
    await page.getByRole('button', { name: `${mediaCopy.field.newImage}: Images 1` }).click();
    const upload = page.getByRole('group', { name: `${mediaCopy.field.newImage}: Images 1` });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: parseInt(word, 16) % 250, b: 20 } } }).png().toBuffer();
    const sha = createHash('sha256').update(picture).digest('hex');
    await upload.getByLabel(mediaCopy.field.file).setInputFiles({ name: `gate-${word}.png`, mimeType: 'image/png', buffer: picture });

    // A file chosen, not uploaded: refused, the summary links to the field, nothing is published.
    await publish.click();
    const summary = page.getByText(mediaCopy.pending.refused).first();
    await expect(summary).toBeVisible();
    const link = page.getByRole('link', { name: `Images › 1: ${mediaCopy.pending.chosen}` });
    await expect(link).toBeVisible();
    await expect(chooseAt).toHaveAccessibleDescription(mediaCopy.pending.chosen);
    await expectAxeClean(page, 'publish refused for a file not uploaded', { screenshots: true });
    await link.click();
    await expect(chooseAt).toBeFocused();
    expect(await published()).toBe(before);

    // An upload under way (held here until Publish has been pressed): refused the same way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/staff/content/media', async (route) => {
      await held;
      await route.continue();
    });
    await upload.getByLabel(mediaCopy.field.alt).fill(`The gate test ${word}`);
    await upload.getByRole('button', { name: mediaCopy.field.upload, exact: true }).click();
    await publish.click();
    await expect(page.getByRole('link', { name: `Images › 1: ${mediaCopy.pending.uploading}` })).toBeVisible();
    expect(await published()).toBe(before);
    release();
    await expect(upload.getByRole('status').filter({ hasText: mediaCopy.field.uploaded })).toBeVisible();
    await page.unroute('**/api/staff/content/media');

    // Done: the form shows the new image, and Publish puts exactly that live.
    await expect(page.getByRole('img', { name: `${mediaCopy.field.currentImage}: Images 1` })).toHaveAttribute('src', `/media/u/${sha}/480.webp`);
    await publish.click();
    await expect(page.getByRole('status').filter({ hasText: staffContentCopy.form.published })).toBeVisible();
    const [live] = await sql<{ data: Item['data'] }>(`SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`, [item.id]);
    expect(live.data.images[0]).toBe(`/media/u/${sha}/900x600-50-50.webp`);
  } finally {
    await putBack(page, item.id, item.data);
  }
});
