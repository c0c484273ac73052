import { addStaff, CONTENT, expectAxeClean, sql, staffBrowser, test, expect, type Page, waitForHydration } from './fixtures';

/**
 * New, Duplicate, Delete and slug renames in the content editor, as staff and visitors meet them: a role added from a
 * blank form and published (on /careers with its JobPosting), shown as "Not listed" once its listing is off, unpublished
 * after a question with its badge following at once, and deleted; a case study duplicated, renamed by its slug alone
 * (the old address redirects), linked to from another's Up Next, and deleted with a replacement for that link (its
 * address then sends visitors to /work). Each journey removes what it added and puts back what it changed (a field the
 * form cannot take stopping Publish: staff-content-fields.spec.ts).
 */

test.describe.configure({ timeout: 240_000 });

/** A published change reaches every visitor within this. */
const LIVE_WITHIN_MS = 10_000;

async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();
const badge = (page: Page) => page.locator('h1 + [data-status]');
const field = (page: Page, path: string) => page.locator(`[id="field-${path}"]`);

async function publish(page: Page, expected = 'Published. Visitors see it within seconds.') {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText(expected);
}

/** What a fresh visitor's request gets, past the edge's memory once the watcher has forgotten the page. */
async function visit(page: Page, path: string) {
  // A kept-alive connection the server closes as the request goes out is reset; a browser sends such a GET again.
  const get = () => page.request.get(path, { maxRedirects: 0 });
  const r = await get().catch((err: Error) => (/ECONNRESET|socket hang up/.test(err.message) ? get() : Promise.reject(err)));
  return { status: r.status(), location: r.headers().location ?? '', text: await r.text() };
}

/** The item id in an editor page's address. */
const idOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test('a new role from a blank form: a draft, published to /careers, not listed, unpublished after a question, deleted', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('collections-role'), CONTENT);
  await go(page, '/staff/content/role');
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Role: New role/ })).toBeVisible();
  await expect(badge(page)).toHaveText('Draft');
  await expectAxeClean(page, 'new role form', { screenshots: true });

  // An unfinished draft is saved, not published.
  const title = `Rust Engineer ${Date.now() % 100000}`;
  await field(page, 'title').fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(page)).toContainText('Draft saved at');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Description › Intro:/ })).toBeVisible();
  expect((await visit(page, `/careers?fresh=${Date.now()}`)).text).not.toContain(title);

  for (const [path, text] of [
    ['description-intro', 'Build fast, safe services in Rust with a small, senior team.'],
    ['description-body', 'You will write and review Rust every day, pair with the platform team and ship to production weekly.'],
    ['description-whatsInItForYou-0', 'Mentoring from senior engineers'],
    ['description-positionDetails-0-label', 'Hours'],
    ['description-positionDetails-0-value', 'Full time'],
    ['description-keyResponsibilities-0', 'Write and review Rust services'],
    ['description-requirements-0', 'Some Rust, or a wish to learn it'],
    ['description-whyJoin-0', 'Real products, real users'],
  ]) {
    await field(page, path).fill(text);
  }
  await publish(page);
  await expect(badge(page)).toHaveText('Published');
  await expect.poll(async () => (await visit(page, `/careers?fresh=${Date.now()}`)).text, { timeout: LIVE_WITHIN_MS }).toContain(title);

  // Listing off: published, but visitors do not see it, and the editor and the list say so.
  await page.getByLabel('Listed on the site').uncheck();
  await publish(page);
  await expect(badge(page)).toHaveText('Not listed on the site');
  await go(page, `/staff/content/role?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Not listed on the site')).toBeVisible();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Role: ${title}` })).toBeVisible();

  // Unpublish asks first; Cancel changes nothing; confirmed, the badge follows without a reload.
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Unpublish ${title}?` });
  await expect(question).toBeVisible();
  await expectAxeClean(page, 'unpublish question', { screenshots: true });
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(badge(page)).toHaveText('Not listed on the site');
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await question.getByRole('button', { name: 'Unpublish' }).click();
  await expect(status(page)).toContainText('Unpublished');
  await expect(badge(page)).toHaveText('Unpublished');

  // Delete: nothing links to a role; it goes, and the list says so.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await expect(dialog.getByText('No other page links to it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}”.` })).toBeVisible();
  expect(await sql(`SELECT 1 FROM content_items WHERE kind = 'role' AND key ILIKE $1`, [`%${title.split(' ').pop()}%`])).toEqual([]);
  await context.close();
});

test('a case study duplicated, renamed by its slug alone, linked from Up Next, and deleted with a replacement', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('collections-study'), CONTENT);
  const stamp = Date.now() % 100000;
  const a = `harbour-${stamp}`;
  const b = `quay-${stamp}`;

  // Duplicate Coral twice: A, then B.
  await go(page, '/staff/content/case-study?q=coral');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case study: / })).toBeVisible();
  const coralUrl = page.url();
  const copies: string[] = [];
  for (const [slug, title] of [
    [a, `Harbour ${stamp}`],
    [b, `Quay ${stamp}`],
  ]) {
    await go(page, coralUrl);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /\(copy\)/ })).toBeVisible();
    await expect(badge(page)).toHaveText('Draft');
    await expect(field(page, 'slug')).toHaveValue(/-copy/);
    await expect(field(page, 'path')).toHaveCount(0); // derived from the slug, not typed
    await field(page, 'slug').fill(slug);
    await field(page, 'title').fill(title);
    await publish(page);
    copies.push(idOf(page));
  }
  await expect.poll(async () => (await visit(page, `/work/${a}`)).status, { timeout: LIVE_WITHIN_MS }).toBe(200);
  expect((await visit(page, `/work/${a}/opengraph-image`)).status).toBe(200);
  await expect.poll(async () => (await visit(page, '/sitemap.xml')).text, { timeout: LIVE_WITHIN_MS }).toContain(`/work/${a}</loc>`);
  await expect.poll(async () => (await visit(page, '/work')).text, { timeout: LIVE_WITHIN_MS }).toContain(`/work/${b}`);

  // B's Up Next is A.
  await field(page, 'nextWorkProject-slug').selectOption(a);
  await publish(page);

  // Rename A by its slug alone: its old address redirects to the new one.
  const a2 = `${a}-north`;
  await go(page, `/staff/content/case-study/${copies[0]}`);
  await field(page, 'slug').fill(a2);
  await publish(page);
  await expect.poll(async () => (await visit(page, `/work/${a}`)).location, { timeout: LIVE_WITHIN_MS }).toBe(`/work/${a2}`);
  await expect.poll(async () => (await visit(page, `/work/${b}?fresh=${Date.now()}`)).text, { timeout: LIVE_WITHIN_MS }).toContain(`/work/${a2}`);

  // Delete A: the dialog names B's Up Next and offers A's own Up Next in its place.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete Harbour/ });
  await expect(dialog.getByText(new RegExp(`Quay ${stamp}: Up next › Page address \\(slug\\)`))).toBeVisible();
  const [coralNext] = await sql<{ slug: string }>(
    `SELECT v.data->'nextWorkProject'->>'slug' AS slug FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'coral'`,
  );
  await expect(dialog.getByLabel('Link them to instead')).toHaveValue(coralNext.slug);
  await expect(dialog.getByText(`Its address /work/${a2} will send visitors to /work.`)).toBeVisible();
  await expectAxeClean(page, 'delete dialog', { screenshots: true });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
  await expect.poll(async () => (await visit(page, `/work/${a2}`)).location, { timeout: LIVE_WITHIN_MS }).toBe('/work');
  expect((await visit(page, `/work/${a}`)).location).toBe('/work');
  const [upNext] = await sql<{ slug: string }>(
    `SELECT v.data->'nextWorkProject'->>'slug' AS slug FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`,
    [copies[1]],
  );
  expect(upNext.slug).toBe(coralNext.slug);
  await expect.poll(async () => (await visit(page, '/sitemap.xml')).text, { timeout: LIVE_WITHIN_MS }).not.toContain(`/work/${a2}<`);

  // B goes too, leaving the site as it was (its redirect stays, to /work).
  await go(page, `/staff/content/case-study/${copies[1]}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
  await context.close();
});

test('the actions stay in reach on a phone: Publish is on screen at the end of a long form', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('collections-phone'), CONTENT);
  await page.setViewportSize({ width: 390, height: 844 });
  await go(page, '/staff/content/case-study?q=coral');
  await expectAxeClean(page, 'case study list', { screenshots: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case study: / })).toBeVisible();
  for (const y of [0.25, 0.5, 0.9]) {
    await page.evaluate((f) => window.scrollTo(0, document.body.scrollHeight * f), y);
    const box = await page.getByRole('button', { name: 'Publish', exact: true }).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844, `Publish on screen at ${y}`).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('case-study-form-390-scrolled.png') });
  await context.close();
});
