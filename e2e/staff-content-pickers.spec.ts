import { addStaff, CONTENT, expectAxeClean, putBack, sql, staffBrowser, test, expect, untilNoOneEdits, type Locator, type Page, waitForHydration } from './fixtures';

/**
 * The content form's pickers as staff meet them: a case study's Up Next chosen among the case studies by keyboard and
 * published (the public page's Up Next follows), and a link field's list of the site's pages, opened by keyboard, with
 * what the field says about an address that reaches nothing. axe-clean at 390 and 1440 px with the list open.
 * The case study is put back as it was.
 */

test.describe.configure({ timeout: 300_000 });

/** A published change reaches every visitor within this. */
const LIVE_WITHIN_MS = 10_000;

async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();
/** axe-clean at 390 and 1440 px, with a screenshot at each width showing `what` (scrolled to it). */
async function lookAt(page: Page, what: Locator, label: string) {
  await expectAxeClean(page, label);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await what.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`${label.replace(/\W+/g, '-')}-${width}.png`) });
  }
}

/**
 * The case study whose Up Next this journey changes for a while: one no other journey reads or edits (the work
 * journeys follow Coral's and GoldenDAO's Up Next; the editor's journeys edit others).
 */
const STUDY = 'totalhealthdentalcare';

/** Where the public page's Up Next leads (its section, then the first link in it), as a fresh visitor gets it. */
const upNextOf = async (page: Page) => {
  const html = await (await page.request.get(`/work/${STUDY}?fresh=${Date.now()}`)).text();
  const section = html.slice(html.indexOf('<section aria-labelledby="up-next-'));
  return /href="([^"]+)"/.exec(section)?.[1] ?? null;
};

test('a case study’s Up Next chosen by keyboard among the case studies, published, followed by the public page', async ({ browser }) => {
  const [study] = await sql<{ id: string; data: { nextWorkProject: { slug: string } } }>(
    `SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = $1`,
    [STUDY],
  );
  const before = study.data.nextWorkProject.slug;
  await untilNoOneEdits(study.id);
  const { context, page } = await staffBrowser(browser, addStaff('pickers-upnext'), CONTENT);
  const guest = await browser.newPage();
  try {
    await go(page, `/staff/content/case-study/${study.id}`);
    const upNext = page.getByRole('group', { name: 'Up next' }).getByRole('combobox', { name: 'Case study' });
    await expect(upNext).toHaveValue(before);
    // The case studies by title, not slugs to type.
    const options = await upNext.getByRole('option').allTextContents();
    expect(options).toContain('GoldenDAO');
    expect(options).not.toContain(before);
    await lookAt(page, upNext, 'up next picker');

    await upNext.focus();
    const values = await upNext.locator('option').evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
    await page.keyboard.press(values.indexOf(before) < values.length - 1 ? 'ArrowDown' : 'ArrowUp');
    const next = await upNext.inputValue();
    expect(next).not.toBe(before);
    await expect(upNext).toHaveAccessibleDescription(`Its page: /work/${next}.`);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(status(page)).toContainText('Published. Visitors see it within seconds.');
    await expect.poll(() => upNextOf(guest), { timeout: LIVE_WITHIN_MS }).toBe(`/work/${next}`);

    // Back as it was, by keyboard again: Up moves back.
    await upNext.focus();
    await page.keyboard.press(values.indexOf(before) < values.length - 1 ? 'ArrowUp' : 'ArrowDown');
    await expect(upNext).toHaveValue(before);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(status(page)).toContainText('Published. Visitors see it within seconds.');
    await expect.poll(() => upNextOf(guest), { timeout: LIVE_WITHIN_MS }).toBe(`/work/${before}`);
  } finally {
    const [now] = await sql<{ slug: string }>(`SELECT v.data->'nextWorkProject'->>'slug' AS slug FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`, [study.id]);
    if (now.slug !== before) await putBack(page, study.id, study.data);
    await guest.close();
    await context.close();
  }
});

test('the Explore menu’s link: the site’s pages listed by keyboard, and an address that reaches nothing said before any save', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('pickers-links'), CONTENT);
  await go(page, '/staff/content/navigation');
  const link = page.getByRole('combobox', { name: 'Link' }).first();
  const href = await link.inputValue();
  await expect(link).toHaveAccessibleDescription(/Goes to .+\.$/);

  await link.focus();
  await page.keyboard.press('ArrowDown');
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Pages of the site' });
  await expect(list.getByRole('option', { selected: true })).toContainText(href);
  await expect(list.getByRole('option', { name: /^Careers/ })).toBeVisible();
  await lookAt(page, link, 'link field list open');
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(link).toHaveAttribute('aria-expanded', 'false');

  // Typed, the list filters; a path to nothing is said at once. Nothing is saved here: the form's saves are stopped.
  await page.route('**/api/staff/content/items/*/draft', (route) => route.abort());
  await link.fill('/carers');
  await expect(page.getByText('Nothing is published at /carers: visitors would get “page not found”.')).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await link.fill(href);
  await expect(link).toHaveAccessibleDescription(/Goes to .+\.$/);
  await context.close();
});
