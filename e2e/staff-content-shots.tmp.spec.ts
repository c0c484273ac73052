import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { test, expect } from './fixtures';

test('screenshots of the editor', async ({ browser }) => {
  const email = `shots-${randomBytes(4).toString('hex')}@driftline.test`;
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', email], {
    input: 'a long staff passphrase\n', env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR as string, DATABASE_URL: '' }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/staff/content');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long staff passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  for (const [name, url] of [['kinds', '/staff/content'], ['roles', '/staff/content/role'], ['expertise', '/staff/content/expertise-page?q=docker']] as const) {
    await page.goto(url);
    for (const w of [390, 1440]) { await page.setViewportSize({ width: w, height: 900 }); await page.screenshot({ path: `/tmp/editor-shots/${name}-${w}.png`, fullPage: true }); }
  }
  await page.goto('/staff/content/role?q=Backend');
  await page.getByRole('table').getByRole('link').first().click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('There is a problem')).toBeVisible();
  for (const w of [390, 1440]) { await page.setViewportSize({ width: w, height: 900 }); await page.screenshot({ path: `/tmp/editor-shots/form-${w}.png`, fullPage: false }); }
  await page.getByRole('link', { name: 'History' }).click();
  for (const w of [390, 1440]) { await page.setViewportSize({ width: w, height: 900 }); await page.screenshot({ path: `/tmp/editor-shots/history-${w}.png`, fullPage: true }); }
  await page.goto('/staff/content/expertise-page?q=docker');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('toolbar').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/editor-shots/rich-1440.png` });
  await page.goto('/api/staff/content/preview?path=/careers');
  await page.screenshot({ path: `/tmp/editor-shots/preview-1440.png` });
  await context.close();
});
