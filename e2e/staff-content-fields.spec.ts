import { addStaff, CONTENT, expectAxeClean, putBack, sql, staffBrowser, test, expect, type Page } from './fixtures';

/**
 * The content form's fields as a staff member meets them: the About page's offices are a list of offices (a city and
 * what the office does, each its own field), edited, published and read on /about; an office left without a city
 * stops Publish at its list and nothing reaches visitors. Axe-clean at 390 and 1440 px, with screenshots of the forms.
 * Each journey puts back what it changed.
 */

test.describe.configure({ timeout: 240_000 });

/** A published change reaches every visitor within this. */
const LIVE_WITHIN_MS = 10_000;

const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();
const idOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
const fresh = async (page: Page, path: string) => (await page.request.get(`${path}?fresh=${Date.now()}`)).text();

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published. Visitors see it within seconds.');
}

test('an office in the About page’s list of offices: edited in its own field, published, read on /about', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('fields-offices'), CONTENT);
  await page.goto('/staff/content');
  await page.getByRole('link', { name: /^About page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About page' })).toBeVisible();
  const id = idOf(page);
  const [{ data: original }] = await sql<{ data: { team: { offices: Record<string, string> } } }>(
    `SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`,
    [id],
  );
  const offices = page.getByRole('group', { name: 'Offices', exact: true });
  await offices.scrollIntoViewIfNeeded();
  await expect(offices.getByText('Edited as JSON.')).toHaveCount(0);
  const lahore = offices.getByRole('group', { name: 'Office Lahore' });
  await expect(lahore.getByRole('textbox', { name: 'City' })).toHaveValue('Lahore');
  await expectAxeClean(page, 'about form offices', { screenshots: true });
  await offices.screenshot({ path: test.info().outputPath('about-offices-1440.png') });

  // What the Lahore office does, with a quote in it, as a staff member types a sentence.
  const does = lahore.getByRole('textbox', { name: 'What the office does' });
  const edited = `${original.team.offices.Lahore} We call it "home".`;
  await does.fill(edited);

  // An office added without a city stops Publish at the list; nothing is saved or published.
  await offices.getByRole('button', { name: 'Add to Offices' }).click();
  await expect(offices.getByRole('group', { name: 'Office 3' }).getByRole('textbox', { name: 'City' })).toBeFocused();
  await expect(offices).toHaveAccessibleDescription('Give each office a city.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team › Offices: Give each office a city.' })).toBeVisible();
  await expect(status(page)).not.toContainText('Published');
  expect(await fresh(page, '/about')).not.toContain('We call it');
  await offices.getByRole('button', { name: 'Remove: Office 3' }).click();
  await expect(offices).not.toHaveAccessibleDescription(/city/);

  await publish(page);
  await expect.poll(() => fresh(page, '/about'), { timeout: LIVE_WITHIN_MS }).toContain('We call it &quot;home&quot;.');
  const visitor = await browser.newContext();
  const about = await visitor.newPage();
  await about.goto('/about');
  await expect.poll(async () => (await about.reload(), about.getByText(edited).count()), { timeout: LIVE_WITHIN_MS }).toBe(1);
  await visitor.close();

  await putBack(page, id, original);
  await context.close();
});
