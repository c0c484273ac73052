// `npm run docs:shots`: the staff guide's pictures (docs/editing/*.webp), taken from the production build as a staff
// member meets the editor: an Editor and a Writer are added to a throwaway DATA_DIR, the common jobs are done in
// Chromium at 1280 × 800, and each picture is saved 1000 px wide as WebP (each well under 100 KB). Builds first when
// there is no build; stops the server it started.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const OUT = path.resolve('docs/editing');
const PASSWORD = 'a long staff passphrase';
const ROLE = 'Digital Marketing';
const OTHER_ROLE = 'Business Development';

process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** A staff account in the server's database, as `npm run staff -- add` makes one. */
function addStaff(dataDir, email, role) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', email, role], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`staff add ${email}: ${run.stderr}`);
}

/** Saves what `shot` (a PNG) shows as docs/editing/<name>.webp, 1000 px wide at most. */
async function save(name, shot) {
  const file = path.join(OUT, `${name}.webp`);
  const info = await sharp(shot).resize({ width: 1000, withoutEnlargement: true }).webp({ quality: 72, effort: 6 }).toFile(file);
  console.log(`docs/editing/${name}.webp ${info.width}×${info.height} ${Math.round(info.size / 1024)} KB`);
}

const server = await startProductionServer({ entry: 'scripts/serve/start.mjs', startMs: 600_000, env: { SIGN_IN_LIMIT_PER_ADDRESS: '1000' } });
try {
  addStaff(server.dataDir, 'ayla@driftline.test', 'editor');
  addStaff(server.dataDir, 'wes@driftline.test', 'writer');
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const open = async (email) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${server.url}/staff/sign-in?next=%2Fstaff%2Fcontent`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Content', exact: true }).waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      return page;
    };
    const go = async (page, url) => {
      await page.goto(url.startsWith('http') ? url : server.url + url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
    };
    const editor = await open('ayla@driftline.test');
    await save('content-home', await editor.screenshot());

    // An item's form: the fields in the order of the page, the actions at the bottom (an item of its own: the
    // Editor holds it while it is open)
    await editor.getByRole('link', { name: /^Roles/ }).click();
    await editor.getByRole('link', { name: OTHER_ROLE, exact: true }).first().click();
    await editor.getByRole('heading', { level: 1, name: `Role: ${OTHER_ROLE}` }).waitFor();
    await go(editor, editor.url());
    await save('edit-form', await editor.screenshot());

    // A field that needs fixing, named at the top of the form
    await editor.getByLabel('Title', { exact: true }).fill('');
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.locator('#editor-problems').waitFor();
    await editor.evaluate(() => window.scrollTo(0, 0));
    await save('publish-refused', await editor.screenshot());
    await editor.context().close();

    // A Writer asks for review
    const writer = await open('wes@driftline.test');
    await go(writer, '/staff/content/role');
    await writer.getByRole('link', { name: ROLE, exact: true }).first().click();
    await writer.getByRole('heading', { level: 1, name: `Role: ${ROLE}` }).waitFor();
    const form = writer.url();
    await go(writer, form);
    await writer.getByLabel('Intro', { exact: true }).fill('Learn how a software studio gets found: content, search, social and the numbers behind them. Every week you report what worked.');
    await writer.getByRole('button', { name: 'Ask for review' }).click();
    await writer.getByLabel('Note for the reviewer').fill('Added the weekly report the team asked for.');
    const ask = writer.locator('section[aria-labelledby="ask-review"]');
    await ask.scrollIntoViewIfNeeded();
    await save('ask-for-review', await ask.screenshot());
    await writer.getByRole('button', { name: 'Send for review' }).click();
    await writer.getByRole('heading', { level: 1, name: `Review of ${ROLE}` }).waitFor();
    const review = writer.url();
    await writer.context().close();

    // The Editor reads it against what is live
    const reviewer = await open('ayla@driftline.test');
    await go(reviewer, review);
    await save('review', await reviewer.screenshot());
    await reviewer.getByRole('button', { name: 'Publish', exact: true }).click();
    await reviewer.getByRole('heading', { level: 2, name: 'Published' }).waitFor();

    // History: compare two versions
    await go(reviewer, `${form}/history`);
    await save('history', await reviewer.screenshot());

  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
