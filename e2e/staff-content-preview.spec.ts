import { staffContentCopy } from '../src/content/staff';
import { addStaff, CONTENT, expect, expectAxeClean, putBack, sql, staffBrowser, test, type Page, waitForHydration } from './fixtures';

/**
 * The editor's live preview, as a staff member uses it: Preview opens the item's public page in draft mode in a frame
 * beside the form (1440 px) or in a dialog over it (390 px), at a phone's or a desktop's width; typing in the form,
 * without saving by hand, shows the new words in the frame within seconds, while a visitor keeps the published page;
 * Exit preview inside the frame comes back to the editor. Axe-clean with the preview open at both widths.
 */

test.describe.configure({ timeout: 180_000 });

const copy = staffContentCopy;

/** Within this the frame shows what was typed (a save a second after typing stops, then the page loaded again). */
const FOLLOWS_WITHIN_MS = 10_000;

type Item = { id: string; data: { title: string; intro: string }; url: string };

/** Opens an expertise page's form (its own public page, /expertise/{key}, is what the preview shows). */
async function openExpertise(page: Page, key: string): Promise<Item> {
  const [item] = await sql<Omit<Item, 'url'>>(
    `SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = coalesce(i.draft_version_id, i.published_version_id)
     WHERE i.kind = 'expertise-page' AND i.key = $1`,
    [key],
  );
  await page.goto(`/staff/content/expertise-page/${item.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: `Expertise page: ${item.data.title}` })).toBeVisible();
  return { ...item, url: page.url() };
}

const frameOf = (page: Page) => page.frameLocator('iframe[title^="Preview of "]');
const intro = (page: Page) => page.locator('[id="field-intro"]');

test('beside the form at 1440 px: typing shows in the framed page within seconds, unsaved by hand; a visitor keeps the published page; Exit preview comes back to the editor', async ({ browser }) => {
  const { page } = await staffBrowser(browser, addStaff('live-preview'), CONTENT);
  const item = await openExpertise(page, 'docker');
  const edited = `${item.data.intro} Now previewed live, before anyone saves it.`;
  try {
    await page.getByRole('button', { name: copy.form.preview, exact: true }).click();
    const panel = page.getByRole('region', { name: copy.preview.heading });
    await expect(panel).toBeVisible();
    const toggle = page.getByRole('button', { name: copy.form.preview, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(frameOf(page).getByText(item.data.intro, { exact: true })).toBeVisible();
    await expect(frameOf(page).getByRole('region', { name: copy.preview.bar })).toBeVisible();

    // Beside the form: the field and the preview side by side, both in view.
    const field = intro(page);
    const [fieldBox, panelBox] = [await field.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.x).toBeGreaterThanOrEqual(fieldBox!.x + fieldBox!.width);
    expect(panelBox!.width).toBeGreaterThan(500);

    // Type, do not save: the frame follows.
    await field.fill(edited);
    await expect(frameOf(page).getByText(edited, { exact: true })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
    await expect(page.getByRole('status').filter({ hasText: /saved automatically/ })).toBeVisible();
    // A visitor keeps the published page.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto('/expertise/docker');
    await expect(guest.getByText(item.data.intro, { exact: true })).toBeVisible();
    await expect(guest.getByText(edited)).toHaveCount(0);
    await visitor.close();

    // A phone's width, then the desktop's again; the page is the same draft.
    await panel.getByRole('button', { name: copy.preview.phone }).click();
    await expect(panel.getByRole('button', { name: copy.preview.phone })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('iframe').first()).toHaveCSS('width', '390px');
    await expect(frameOf(page).getByText(edited, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('live-preview-phone-1440.png') });
    await panel.getByRole('button', { name: copy.preview.desktop }).click();
    await expect(page.locator('iframe').first()).toHaveCSS('width', '1440px');
    await page.screenshot({ path: test.info().outputPath('live-preview-desktop-1440.png') });

    // Axe with the preview open: beside the form at 1440, a dialog at 390 (both screenshot).
    await expectAxeClean(page, 'live preview', { screenshots: true });

    // Closed and opened again: focus goes back to Preview, and the frame shows the draft again.
    await panel.getByRole('button', { name: copy.preview.close }).click();
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(frameOf(page).getByText(edited, { exact: true })).toBeVisible();

    // Exit preview in the frame: the whole tab goes back to this editor, draft mode off.
    await frameOf(page).getByRole('link', { name: copy.preview.exit }).click();
    await expect(page).toHaveURL(item.url);
    await expect(page.getByRole('heading', { level: 1, name: `Expertise page: ${item.data.title}` })).toBeVisible();
    await page.goto('/expertise/docker');
    await expect(page.getByRole('region', { name: copy.preview.bar })).toHaveCount(0);
  } finally {
    await putBack(page, item.id, item.data);
  }
});

test('in a dialog at 390 px: what was typed shows when the preview opens, and again after the dialog closes and the form changes', async ({ browser }) => {
  const { page } = await staffBrowser(browser, addStaff('live-preview-phone'), CONTENT);
  await page.setViewportSize({ width: 390, height: 844 });
  // Not an item another journey edits at the same time (an item being edited is locked to its editor).
  const item = await openExpertise(page, 'ci-cd');
  const field = intro(page);
  const [first, second] = [`${item.data.intro} Seen on a phone.`, `${item.data.intro} Seen on a phone, again.`];
  try {
    await field.fill(first);
    const preview = page.getByRole('group', { name: copy.form.actions }).getByRole('button', { name: copy.form.preview });
    await preview.click();
    const dialog = page.getByRole('dialog', { name: copy.preview.heading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: copy.preview.phone })).toHaveAttribute('aria-pressed', 'true');
    await expect(frameOf(page).getByText(first, { exact: true })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
    await page.screenshot({ path: test.info().outputPath('live-preview-dialog-390.png') });

    // Escape closes it and gives focus back to Preview; a further change shows at the next opening.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(preview).toBeFocused();
    await field.fill(second);
    await preview.click();
    await expect(frameOf(page).getByText(second, { exact: true })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
  } finally {
    await putBack(page, item.id, item.data);
  }
});
