import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { formCopy } from '../../src/content/forms';
import { applicationCopy } from '../../src/content/job-application-form';
import { enquiryCopy } from '../../src/content/project-enquiry-form';
import type { Tab } from './browser';
import { named } from './dom';
import { ENGINE, engineTab } from './tab';

/**
 * Both forms in this engine, with files, to the success view, and to the failure view when the server refuses what was
 * sent: a file named like a PDF that holds a web page (the server judges files by their bytes, README "Accepted file
 * types"), as a visitor may well pick by mistake.
 */
const tab = engineTab();

let files: { pdf: string; notPdf: string };
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'engine-forms-'));
  files = { pdf: path.join(dir, 'brief.pdf'), notPdf: path.join(dir, 'other', 'brief.pdf') };
  await writeFile(files.pdf, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]));
  await mkdir(path.dirname(files.notPdf));
  await writeFile(files.notPdf, '<!doctype html><title>not a PDF</title><p>a saved web page</p>\n');
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field of `scope` whose label starts with `label`. */
const field = (page: Tab, scope: string, label: string) => named(page, `${scope} input, ${scope} textarea`, new RegExp(`^${escape(label)}`));
/** The heading of the outcome view, once one shows. */
const outcome = (page: Tab, scope: string) =>
  page.waitFor(
    'the outcome view',
    (scope: string) => {
      const view = document.querySelector(`${scope} [role="status"] h2, ${scope} [role="status"] h3, ${scope} [role="alert"] h2, ${scope} [role="alert"] h3`);
      return view?.getClientRects().length ? view.textContent?.trim() : null;
    },
    scope,
  );

async function sendEnquiry(page: Tab, file: string) {
  await page.goto('/contact');
  const form = 'form[aria-labelledby], form[aria-label]';
  const { labels } = enquiryCopy;
  await page.type(await field(page, form, labels.name), 'Sam Lee');
  await page.type(await field(page, form, labels.company), 'Acme');
  await page.type(await field(page, form, labels.phone), '+1 (407) 555-0100');
  await page.type(await field(page, form, labels.email), 'sam@acme.test');
  await page.type(await field(page, form, labels.budget), '$40k');
  await page.upload(`${form} input[type=file]`, [file]);
  await page.waitFor('the file to be listed', () => document.body.innerText.includes('brief.pdf'));
  await page.click(await named(page, `${form} button`, 'Send Message'));
  return outcome(page, 'main');
}

async function apply(page: Tab, file: string) {
  await page.goto('/careers');
  await page.click(await named(page, 'main button', 'Submit Application'));
  const dialog = '[role="dialog"][data-state="open"]';
  await page.waitFor('the application dialog', (dialog: string) => (document.querySelector(dialog)?.getClientRects().length ?? 0) > 0, dialog);
  const { labels } = applicationCopy;
  await page.type(await field(page, dialog, labels.name), 'Ayesha Khan');
  await page.type(await field(page, dialog, labels.email), 'ayesha@example.com');
  await page.type(await field(page, dialog, labels.phone), '+92 300 1234567');
  await page.type(await field(page, dialog, labels.location), 'Lahore');
  await page.type(await field(page, dialog, labels.startDate), '01-09-2026');
  await page.type(await field(page, dialog, labels.whyJoin), 'I want to build careful tools with you.');
  await page.upload(`${dialog} input[type=file]`, [file]);
  await page.waitFor('the file to be listed', () => document.body.innerText.includes('brief.pdf'));
  await page.click(await named(page, `${dialog} button`, 'Submit Application'));
  return outcome(page, dialog);
}

describe(`${ENGINE}: forms with files`, () => {
  test('the project enquiry with a PDF reaches "Message received!"', async () => {
    const page = tab();
    await page.resize(1440, 900);
    const heading = await sendEnquiry(page, files.pdf);
    expect(heading).toBe(enquiryCopy.success.heading);
  });

  test('the project enquiry with a file the server refuses shows the failure view', async () => {
    const page = tab();
    await page.resize(1440, 900);
    const heading = await sendEnquiry(page, files.notPdf);
    expect(heading).toBe(formCopy.failure.heading);
  });

  test('a job application with a CV reaches "Application submitted"', async () => {
    const page = tab();
    await page.resize(390, 844);
    const heading = await apply(page, files.pdf);
    expect(heading).toBe(applicationCopy.success.heading);
  });

  test('a job application with a file the server refuses shows the failure view', async () => {
    const page = tab();
    await page.resize(1440, 900);
    const heading = await apply(page, files.notPdf);
    expect(heading).toBe(formCopy.failure.heading);
  });
});
