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

/** Screenshots of `part` at 390 and 1440 px into the test's output. */
async function shoot(page: Page, name: string, part: ReturnType<Page['locator']>) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('a case study’s Overview, Approach and Impact are boxes of several lines, its title one line: axe-clean at 390 and 1440 px', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('fields-study'), CONTENT);
  await page.goto('/staff/content/case-study?q=coral');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case study: / })).toBeVisible();
  for (const name of ['Overview', 'Approach', 'Impact']) {
    const box = page.getByRole('textbox', { name, exact: true });
    await expect(box).toHaveJSProperty('tagName', 'TEXTAREA');
    expect(Number(await box.getAttribute('rows'))).toBeGreaterThanOrEqual(4);
  }
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveJSProperty('tagName', 'INPUT');
  await expectAxeClean(page, 'case study form');
  await shoot(page, 'case-study-paragraphs', page.getByRole('textbox', { name: 'Approach', exact: true }).locator('xpath=ancestor::form[1]'));
  await context.close();
});

test('pricing: a level is only named (its id is the site’s); a role’s levels are chosen levels with ticked skills', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('fields-pricing'), CONTENT);
  await page.goto('/staff/content/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  const levels = page.getByRole('group', { name: 'Levels', exact: true }).last();
  await expect(levels.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Junior');
  await expect(page.getByRole('textbox', { name: /^(Id|Value)$/ })).toHaveCount(0);
  const junior = page.getByRole('group', { name: 'Roles 1' }).getByRole('group', { name: 'Level Junior' });
  await expect(junior.getByRole('combobox', { name: 'Level' })).toHaveValue('junior');
  await expect(junior.getByRole('checkbox', { name: 'React' })).toBeChecked();
  await expect(junior.getByRole('checkbox', { name: 'Animation' })).not.toBeChecked();
  await expect(page.getByText('Edited as JSON.')).toHaveCount(0);
  await shoot(page, 'pricing-role-levels', junior);
  await shoot(page, 'pricing-levels', levels);
  await expectAxeClean(page, 'pricing form');
  await context.close();
});

test('about: a value’s icon is chosen by name, its size not asked for', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('fields-about'), CONTENT);
  await page.goto('/staff/content/about');
  const value = page.getByRole('group', { name: 'Values 1' });
  await expect(value.getByRole('combobox', { name: 'Icon' })).toHaveValue('Users');
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveCount(0);
  await shoot(page, 'about-values', value);
  await context.close();
});
