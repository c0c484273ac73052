import { pageFlight } from '../scripts/build/lib/hydrate-after-paint.mjs';
import { staffTeamCopy } from '../src/content/staff-team';
import { rolePagePath } from '../src/lib/careers/roles';
import { addStaff, CONTENT, expectAxeClean, staffBrowser, test, expect, untilNoOneEdits, type Page, waitForHydration } from './fixtures';

/**
 * The content editor on the production build, as staff and visitors meet it: sign in, open Content, edit
 * a role's title (a visitor still sees the old one), preview the draft at its real address, publish (the visitor
 * sees the new one), restore the previous version, close a role (gone from /careers, its own page and JobPosting with it), a save
 * that breaks a rule refused at its field, axe on every editor page, publish by keyboard.
 *
 * Each test edits a role of its own and puts it back, so the careers journeys see today's roles. "Fresh" reads
 * (`/careers?fresh=…`) pass the edge's memory and show what this instance's Next serves after the publish's own
 * revalidatePath; the plain address also needs every instance's watcher (the `live` work) to forget the page.
 */

// Each journey signs in, edits, publishes and waits for visitors: minutes on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

/** A published change reaches every visitor within this. */
const LIVE_WITHIN_MS = 10_000;
/**
 * For what the plain address shows (the edge's memory, every instance's watcher): a failure fails the test but lets
 * it go on to put the content back, so the other journeys in the run still see today's roles.
 */
const soft = expect.configure({ soft: true });

/** Opens `url` and waits until React has hydrated it (src/components/layout/HydrationMark.tsx). */
async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Opens a role's form from the Roles list, searched by its title; `nth` picks among roles of that title (juniors first). */
async function openRole(page: Page, title: string, nth = 0): Promise<string> {
  await go(page, '/staff/content');
  await page.getByRole('link', { name: /^Roles/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole('link', { name: title, exact: true }).nth(nth).click();
  await expect(page.getByRole('heading', { level: 1, name: `Role: ${title}` })).toBeVisible();
  return page.url();
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();
}

const roleHeadings = (page: Page, title: string) => page.getByRole('region', { name: 'Roles' }).getByRole('heading', { name: title, exact: true });

/** The role titles a page's JobPosting JSON-LD names. */
async function postingTitles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as { '@type': string; title?: string })
    .filter((d) => d['@type'] === 'JobPosting')
    .map((d) => d.title ?? '');
}

/** The status a page answers with. */
const pageStatus = async (page: Page, path: string) => (await page.request.get(path)).status();

let fresh = 0;
/** How many role headings titled `title` /careers shows: `bypass` reads past the edge's memory (this instance's Next). */
async function careersCount(page: Page, title: string, bypass: boolean) {
  await page.goto(bypass ? `/careers?fresh=${++fresh}` : '/careers');
  return roleHeadings(page, title).count();
}

test('edit a role’s title: a visitor keeps the old one until publish, preview shows the draft, restore brings it back', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-title'), CONTENT);
  const visitorContext = await browser.newContext();
  const visitor = (await visitorContext.newPage()) as Page;
  const old = 'Backend Developer';
  // Title-cased, as role cards show titles (src/lib/careers/roles.ts).
  const edited = 'Backend Platform Engineer';

  // Open Content from the staff header.
  await go(page, '/staff');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/staff\/content$/);
  const form = await openRole(page, old);

  await page.getByLabel('Title', { exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(page)).toContainText('Draft saved at');

  // The visitor still sees the published title.
  expect(await careersCount(visitor, edited, true)).toBe(0);
  expect(await careersCount(visitor, old, true)).toBe(1);

  // Preview: the real /careers, with the draft, beside the form, for this staff member only; Exit preview comes back.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator(`iframe[title="Preview of ${old}"]`);
  await expect(preview.getByRole('region', { name: 'Preview, not published' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Roles' }).getByRole('heading', { name: edited, exact: true })).toHaveCount(1);
  expect(await careersCount(visitor, edited, true)).toBe(0);
  await preview.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(form);
  await page.goto('/careers');
  await expect(page.getByRole('region', { name: 'Preview, not published' })).toHaveCount(0);

  // Publish: this instance serves the new title at once; every visitor within seconds.
  await go(page, form);
  await publish(page);
  await expect.poll(() => careersCount(visitor, edited, true), { timeout: LIVE_WITHIN_MS }).toBe(1);
  await soft.poll(() => careersCount(visitor, edited, false), { timeout: LIVE_WITHIN_MS }).toBe(1);
  // The role's own page, at its new title's address, has its JobPosting, titled with the role's level
  // (src/lib/seo/job-posting.ts); the old address is gone with the old title.
  await expect.poll(() => postingTitles(visitor, `${rolePagePath({ type: 'Junior', title: edited })}?fresh=${++fresh}`), { timeout: LIVE_WITHIN_MS }).toEqual([`Junior ${edited}`]);
  await expect.poll(() => pageStatus(visitor, `${rolePagePath({ type: 'Junior', title: old })}?fresh=${++fresh}`), { timeout: LIVE_WITHIN_MS }).toBe(404);
  // Rendered again after the publish, the page has its RSC data in a file of its own, as the build's pages do
  // (scripts/serve/flight-files.mjs), and hydrates from it: its menu opens.
  const html = await (await visitor.request.get('/careers')).text();
  expect(html).toContain(edited);
  expect(html).not.toContain('__next_f.push([1');
  const flight = pageFlight(html)!;
  expect(flight).toMatch(/^\/_next\/static\/flight\/[\w-]{22}\.txt$/);
  const data = await visitor.request.get(flight);
  expect(data.status()).toBe(200);
  expect(data.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await data.text()).toContain(edited);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto('/careers');
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: /menu/i }).first().click();
  await expect(visitor.getByRole('dialog')).toBeVisible();

  // History: the diff against the published version, and restore the previous one.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Role: ${edited} — history` })).toBeVisible();
  await expect(page.getByText('Same as the published version.')).toBeVisible();
  const seedRow = page.getByRole('row').filter({ hasText: 'From src/content' });
  await seedRow.getByRole('link', { name: /^Compare/ }).click();
  // The seed's title against the published one, word by word.
  const diff = page.getByRole('region', { name: /^Changes against the published version/ });
  await expect(diff.locator('del').filter({ hasText: 'Platform' }).first()).toBeVisible();
  await expect(diff.locator('ins').filter({ hasText: 'Developer' }).first()).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'From src/content' }).getByRole('button', { name: /^Restore as draft/ }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(old);
  await expect(page.getByText(/^Restored version \d+ as a new draft\./)).toBeVisible();
  await waitForHydration(page);
  await publish(page);
  await expect.poll(() => careersCount(visitor, old, true), { timeout: LIVE_WITHIN_MS }).toBe(1);
  expect(await careersCount(visitor, edited, true)).toBe(0);

  await soft.poll(() => careersCount(visitor, old, false), { timeout: LIVE_WITHIN_MS }).toBe(1);
  soft(await careersCount(visitor, edited, false)).toBe(0);

  await visitorContext.close();
  await context.close();
});

test('close a role: unlisted and published, it leaves /careers and its own page goes with its JobPosting; listed again, both are back', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-close'), CONTENT);
  const visitor = (await context.browser()!.newPage()) as Page;
  const title = 'Flutter Developer';
  const form = await openRole(page, title);
  const own = rolePagePath({ type: 'Junior', title });
  expect(await postingTitles(visitor, `${own}?fresh=${++fresh}`)).toEqual([`Junior ${title}`]);
  const listed = page.getByLabel('Listed on the site');
  await expect(listed).toBeChecked();
  await listed.uncheck();
  await publish(page);
  await expect.poll(() => careersCount(visitor, title, true), { timeout: LIVE_WITHIN_MS }).toBe(0);
  await expect.poll(() => pageStatus(visitor, `${own}?fresh=${++fresh}`), { timeout: LIVE_WITHIN_MS }).toBe(404);
  await soft.poll(() => careersCount(visitor, title, false), { timeout: LIVE_WITHIN_MS }).toBe(0);

  await go(page, form);
  await page.getByLabel('Listed on the site').check();
  await publish(page);
  await expect.poll(() => careersCount(visitor, title, true), { timeout: LIVE_WITHIN_MS }).toBe(1);
  await expect.poll(() => postingTitles(visitor, `${own}?fresh=${++fresh}`), { timeout: LIVE_WITHIN_MS }).toEqual([`Junior ${title}`]);
  await soft.poll(() => careersCount(visitor, title, false), { timeout: LIVE_WITHIN_MS }).toBe(1);
  await visitor.close();
  await context.close();
});

test('a save that breaks a rule shows the field’s message, links to it, and changes nothing', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-invalid'), CONTENT);
  const form = await openRole(page, 'UI/UX Designer');
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByLabel('Date posted').fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await title.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();
  // In the site's words, not the schema library's ("Too small: expected string to have >=1 characters").
  await expect(page.getByRole('link', { name: /^Title:/ })).toHaveText(/Fill this in\./);
  await page.getByRole('link', { name: /^Title:/ }).click();
  await expect(page).toHaveURL(/#field-title$/);
  await expect(page.getByRole('link', { name: /^Date posted:/ })).toBeVisible();
  await expectAxeClean(page, 'the form with errors');

  // Nothing was saved: a fresh load shows the published title, and the history has no new version.
  await go(page, form);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('UI/UX Designer');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the seed
  await context.close();
});

test('the editor’s pages pass axe at 390 and 1440 px, and a role can be published by keyboard alone', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-keys'), CONTENT);
  await expectAxeClean(page, '/staff/content');
  const form = await openRole(page, 'Frontend Developer');
  await go(page, '/staff/content/role?q=frontend');
  await expectAxeClean(page, 'the roles list');
  await go(page, form);
  await expectAxeClean(page, 'a role’s form');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Role: Frontend Developer — history' })).toBeVisible();
  await expectAxeClean(page, 'a role’s history');

  // Keyboard only: from the address bar's page load, Tab to the title, type, Tab to Publish, Enter.
  await go(page, form);
  const title = page.getByLabel('Title', { exact: true });
  for (let i = 0; i < 40 && !(await title.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Keys');
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  for (let i = 0; i < 400 && !(await publishButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(publishButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();
  const visitor = (await context.browser()!.newPage()) as Page;
  await expect.poll(() => careersCount(visitor, 'Frontend Developer Keys', true), { timeout: LIVE_WITHIN_MS }).toBe(1);

  // Put it back (by keyboard too).
  await go(page, form);
  await page.getByLabel('Title', { exact: true }).fill('Frontend Developer');
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();
  await expect.poll(() => careersCount(visitor, 'Frontend Developer', true), { timeout: LIVE_WITHIN_MS }).toBe(1);
  await visitor.close();
  await context.close();
});

test('the editor’s API: 401 without a session, 403 from another site, 404 for no item, and a preview only to this site’s pages', async ({ browser, request }) => {
  const someId = '00000000-0000-4000-8000-000000000000';
  expect((await request.post(`/api/staff/content/items/${someId}/draft`, { data: { data: {}, baseVersionId: null } })).status()).toBe(401);
  expect((await request.post('/api/staff/content/preview', { form: { path: '/careers' }, maxRedirects: 0 })).status()).toBe(401);

  const { context, page } = await staffBrowser(browser, addStaff('content-api'), CONTENT);
  const crossSite = await page.request.post(`/api/staff/content/items/${someId}/publish`, { data: {}, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  expect((await page.request.post(`/api/staff/content/items/${someId}/publish`, { data: {} })).status()).toBe(404);
  for (const path of ['//evil.example', 'https://evil.example', '/staff/content']) {
    const r = await page.request.post('/api/staff/content/preview', { form: { path }, maxRedirects: 0 });
    expect(r.status(), path).toBe(400);
  }
  // A link cannot turn draft mode on: GET is refused; the POST from this site is what the Preview button sends.
  expect((await page.request.get('/api/staff/content/preview?path=/careers', { maxRedirects: 0 })).status()).toBe(405);
  const ok = await page.request.post('/api/staff/content/preview', { form: { path: '/careers' }, maxRedirects: 0 });
  expect(ok.status()).toBe(303);
  expect(ok.headers()['location']).toBe('/careers');
  await context.close();
});

test('every kind of content opens in the one form and saves as it stands', async ({ browser }) => {
  // Up to one lock's lapse of waiting on top of fourteen forms.
  test.setTimeout(300_000);
  const { context, page } = await staffBrowser(browser, addStaff('content-kinds'), CONTENT);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await go(page, '/staff/content');
  const kinds = await page.getByRole('main').getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  expect(kinds).toHaveLength(14);
  for (const href of kinds) {
    await go(page, href);
    // A collection's list opens on its first item's form (headed "Case study: …"); a page the site has once opens on its form.
    if (await page.getByRole('table').count()) await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^(Role|Case study|Expertise page): / }).or(page.getByRole('button', { name: 'Save draft' })).first(), href).toBeVisible();
    // Another journey may have this item open: its form is then read-only here, as the page comes or once the form's
    // first look at the lock answers. Wait until that journey lets go and load the form again, as a colleague would.
    await waitForHydration(page);
    await expect(async () => {
      if (await page.getByText(staffTeamCopy.lock.readOnly).count()) {
        const history = await page.locator('a[href$="/history"]').first().getAttribute('href');
        await untilNoOneEdits(history!.split('/').at(-2)!);
        await page.reload();
        await waitForHydration(page);
      }
      await page.getByRole('button', { name: 'Save draft' }).click({ timeout: 5_000 });
    }, href).toPass({ timeout: 200_000 });
    await expect(status(page), href).toContainText('Draft saved at');
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a draft saves itself a few seconds after typing stops, and says so politely', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-autosave'), CONTENT);
  const form = await openRole(page, 'AI Engineer');
  // The editor's own status (the action bar's; the Schedule panel below has its own).
  const live = page.locator('[role="status"][aria-live="polite"]').first();
  await page.getByLabel('Intro').fill('An autosaved intro for the AI engineer role, long enough to read.');
  await expect(live).toHaveText('Unsaved changes.');
  await expect(live).toContainText('Draft saved automatically at', { timeout: 15_000 });
  await go(page, form);
  await expect(page.getByLabel('Intro')).toHaveValue('An autosaved intro for the AI engineer role, long enough to read.');
  await expect(page.getByText('You are editing a draft; visitors still see the published version.')).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Autosaved' })).toHaveCount(1);
  await context.close();
});
