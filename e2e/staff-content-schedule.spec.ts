import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { addStaff, CONTENT, expectAxeClean, signIn, staffBrowser, test, expect, type Page } from './fixtures';

/**
 * Scheduled publish and the redirects page (design step 9 and 3.6) on the production build: a staff member
 * schedules a role's new title a few seconds ahead (their local time), a visitor keeps the old title until then and
 * sees the new one on /careers afterwards, and the title is put back; the redirects page passes axe at 390 and
 * 1440 px and is used by keyboard alone: add a redirect (a refusal shown at its field), a visitor's request for the
 * old address answered 308, delete it. A schedule cancelled by "sign out everywhere" says who planted it and why.
 */

test.describe.configure({ timeout: 180_000 });

const LIVE_WITHIN_MS = 10_000;

let fresh = 0;
/** How many role headings titled `title` /careers shows (past the edge's memory: this instance's Next). */
async function careersCount(page: Page, title: string) {
  await page.goto(`/careers?schedule=${++fresh}`);
  return page.getByRole('region', { name: 'Roles' }).getByRole('heading', { name: title, exact: true }).count();
}

test('schedule a role’s new title a few seconds ahead: the visitor sees it on /careers once it is due', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-schedule'), CONTENT);
  const visitor = (await browser.newPage()) as Page;
  const old = 'Business Development';
  const scheduled = 'Business Growth Lead';

  await page.getByRole('link', { name: /^Roles/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(old);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole('link', { name: old, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Role: ${old}` })).toBeVisible();
  const form = page.url();

  await page.getByLabel('Title', { exact: true }).fill(scheduled);
  // The staff member's local time, eight seconds ahead, as the date-time field takes it.
  const local = await page.evaluate(() => {
    // (Whole minutes are written without seconds by the browser; one second later keeps the value as typed.)
    const d = new Date(Date.now() + 8_000);
    if (d.getSeconds() === 0) d.setSeconds(1);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await expect(schedule.getByText(/^Your local time \(.+\)\.$/)).toBeVisible();
  await schedule.getByLabel('Date and time').fill(local);
  await schedule.getByRole('button', { name: 'Schedule publish' }).click();
  await expect(schedule.getByRole('status')).toHaveText(/^Scheduled: Publish on .+\.$/);
  await expect(schedule.getByRole('button', { name: /^Cancel the publish on / })).toBeVisible();
  // Not yet: the visitor still sees the old title.
  expect(await careersCount(visitor, scheduled)).toBe(0);

  await expect.poll(() => careersCount(visitor, scheduled), { timeout: 8_000 + LIVE_WITHIN_MS + 5_000, intervals: [500] }).toBe(1);
  await page.goto(form);
  await expect(page.getByRole('region', { name: 'Schedule' }).getByText('Nothing is scheduled.')).toBeVisible();

  // Put the title back.
  await page.getByLabel('Title', { exact: true }).fill(old);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();
  await expect.poll(() => careersCount(visitor, scheduled), { timeout: LIVE_WITHIN_MS }).toBe(0);
  await visitor.close();
  await context.close();
});

test('a schedule cancelled by "sign out everywhere" says who planted it and why, and the editor stays axe-clean', async ({ browser }) => {
  // As after a stolen session: a publish planted, then every session ended. The planted title never goes live.
  const email = addStaff('content-planter');
  const { context, page } = await staffBrowser(browser, email, CONTENT);
  const role = 'Graphic Designer'; // an internship no other journey edits (the planted draft stays a draft)
  await page.getByRole('link', { name: /^Roles/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(role);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole('link', { name: role, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Role: ${role}` })).toBeVisible();
  const form = page.url();
  await page.getByLabel('Title', { exact: true }).fill('Planted Title');
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    d.setSeconds(30);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByLabel('Date and time').fill(tomorrow);
  await schedule.getByRole('button', { name: 'Schedule publish' }).click();
  await expect(schedule.getByRole('status')).toHaveText(/^Scheduled: Publish on .+\.$/);
  // The pending schedule names who planted it.
  await expect(schedule.getByText(`, by ${email}`, { exact: false })).toBeVisible();

  expect((await page.request.post('/api/staff/account/sign-out-everywhere')).status()).toBe(200);
  await page.goto(form);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await signIn(page, email);
  // The form opens on the draft that was saved with the schedule.
  await expect(page.getByRole('heading', { level: 1, name: 'Role: Planted Title' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Schedule' });
  await expect(region.getByText('Nothing is scheduled.')).toBeVisible();
  await expect(region.getByText(`, by ${email}, was cancelled: ${email} signed out everywhere.`, { exact: false })).toBeVisible();
  await region.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'editor with a cancelled schedule', { screenshots: true });
  await context.close();
});

test('the redirects page: axe-clean at 390 and 1440 px, add and delete by keyboard, the old address answered 308', async ({ browser }) => {
  const { context, page } = await staffBrowser(browser, addStaff('content-redirects'), CONTENT);
  await page.getByRole('link', { name: /^Redirects/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  await expectAxeClean(page, 'redirects');

  const from = `/work/moved-${randomBytes(3).toString('hex')}`;
  // By keyboard: into the old address, a live page first (refused at its field), then a free one.
  await page.getByLabel('Old address').focus();
  await page.keyboard.type('/careers');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('New address')).toBeFocused();
  await page.keyboard.type('/work');
  await page.keyboard.press('Enter');
  const fromField = page.getByLabel('Old address');
  await expect(fromField).toHaveAttribute('aria-invalid', 'true');
  await expect(fromField).toBeFocused();
  await expect(page.getByText(/^A live page has this address/)).toBeVisible();
  await fromField.press('ControlOrMeta+a');
  await page.keyboard.type(from);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Added: ${from} now goes to /work.`);
  const table = page.getByRole('region', { name: 'Redirects' });
  await expect(table.getByRole('cell', { name: from, exact: true })).toBeVisible();
  // Its own row: journeys running beside this one add redirects to the same server.
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: from, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Added by hand' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `redirects with a row: ${v.id}`)).toEqual([]);
  // At 390 px the table scrolls inside its region; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A visitor asking for the old address is sent on (every instance's watcher loads the table).
  await expect
    .poll(async () => {
      const r = await page.request.get(from, { maxRedirects: 0 });
      return `${r.status()} ${r.headers().location}`;
    }, { timeout: LIVE_WITHIN_MS })
    .toBe('308 /work');

  // Delete it by keyboard.
  const remove = page.getByRole('button', { name: `Delete the redirect from ${from}` });
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Deleted the redirect from ${from}.`);
  await expect(page.getByRole('cell', { name: from, exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get(from, { maxRedirects: 0 })).status(), { timeout: LIVE_WITHIN_MS })
    .toBe(404);
  await context.close();
});
