import { addStaff, CONTENT, expectAxeClean, staffBrowser, test, expect } from './fixtures';

/**
 * The staff guide (docs/editing.md) as a staff member reaches it: from the content home, a page of the staff side with
 * its pictures; axe-clean at 390 and 1440 px. A role without content tools does not reach it, nor its pictures.
 */
test('a Writer opens the staff guide from the content home and sees its pictures', async ({ browser }) => {
  const writer = await staffBrowser(browser, addStaff('gwen', 'writer'), CONTENT);
  try {
    const { page } = writer;
    await page.getByRole('link', { name: /^Staff guide/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editing the site: a guide for staff' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Working as a team' })).toBeVisible();
    const pictures = page.getByRole('main').getByRole('img');
    expect(await pictures.count()).toBeGreaterThanOrEqual(6);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectAxeClean(page, 'the staff guide', { screenshots: true });
  } finally {
    await writer.context.close();
  }
  const recruiter = await staffBrowser(browser, addStaff('ines', 'inbox'));
  try {
    expect((await recruiter.page.goto('/staff/content/guide'))?.status()).toBe(403);
    expect((await recruiter.page.request.get('/api/staff/content/guide/review.webp')).status()).toBe(403);
  } finally {
    await recruiter.context.close();
  }
});
