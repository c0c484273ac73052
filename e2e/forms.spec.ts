import { test, expect, openBeforeHydration, type Page, type Locator } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { site } from '../src/content/site';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pdf = (name: string, bytes = 2000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 0x41)]),
});

/** The enquiry form on /contact. */
function enquiry(page: Page) {
  const form = page.getByRole('form', { name: 'Let’s get started.' });
  return {
    form,
    field: (label: string) => form.getByLabel(label, { exact: false }).first(),
    submit: form.getByRole('button', { name: 'Send Message' }),
  };
}

async function expectMessage(input: Locator, value: string, message: string, page: Page) {
  await input.fill(value);
  const error = page.getByText(message, { exact: true });
  await expect(error).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
}

async function fillValidEnquiry(page: Page) {
  const e = enquiry(page);
  await e.field('Name').fill('Sam Lee');
  await e.field('Company').fill('Acme');
  await e.field('Phone').fill('+1 (407) 555-0100');
  await e.field('Email').fill('sam@acme.test');
  await e.field('Budget').fill('$40k');
}

test.describe('project enquiry on /contact', () => {
  test('every message appears on change and clears when fixed', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Let’s get started.' })).toBeVisible();
    await expect(page.getByText('Fill in the blanks and we’ll respond in one business day.')).toBeVisible();
    const e = enquiry(page);
    const cases: [string, string, string, string][] = [
      ['Name', 'x'.repeat(21), 'Name cannot exceed 20 characters', 'Sam'],
      ['Company', 'x'.repeat(21), 'Company name cannot exceed 20 characters', 'Acme'],
      ['Phone', '555 call me', 'Invalid phone number format', '+1 (407) 555-0100'],
      ['Email', 'sam@', 'Invalid email address', 'sam@acme.test'],
      ['Budget', '12345678901', 'Budget text is too long', '$40k'],
    ];
    for (const [label, bad, message, good] of cases) {
      const input = e.field(label);
      await expectMessage(input, bad, message, page);
      await input.fill(good);
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
    const required: [string, string][] = [
      ['Name', 'Please enter your name'],
      ['Company', 'Please enter your company name'],
      ['Phone', 'Please enter your phone number'],
      ['Email', 'Please enter your email address'],
      ['Budget', 'Please enter your budget'],
    ];
    for (const [label, message] of required) {
      const input = e.field(label);
      await expectMessage(input, '', message, page);
    }
  });

  test('submitting empty shows the messages and focuses the first invalid field; axe is clean with errors showing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/contact');
    const e = enquiry(page);
    await e.submit.click();
    await expect(page.getByText('Please enter your name', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your budget', { exact: true })).toBeVisible();
    await expect(e.field('Name')).toBeFocused();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });

  test('a real submission with a file shows the success view and resets the form', async ({ page }) => {
    await page.goto('/contact');
    await fillValidEnquiry(page);
    const e = enquiry(page);
    await e.form.locator('input[type=file]').setInputFiles(pdf('brief.pdf'));
    await expect(e.form.getByText('brief.pdf')).toBeVisible();
    await expect(e.form.getByRole('button', { name: 'Remove brief.pdf' })).toBeVisible();
    await e.submit.click();
    await expect(page.getByRole('heading', { name: 'Message received!' })).toBeVisible();
    await expect(page.getByText('Thanks for considering the product for your project, we’ll be in touch very soon.')).toBeVisible();
    await expect(e.field('Name')).toHaveValue('');
    await expect(e.form.getByText('brief.pdf')).toHaveCount(0);
  });

  test('while sending: spinner, disabled button and a progress bar; a server 500 shows the failure view; a new attempt clears it', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let status = 500;
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) });
    });
    await page.goto('/contact');
    await fillValidEnquiry(page);
    const e = enquiry(page);
    await e.submit.click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/);
    const busy = e.form.locator('button[type=submit]');
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { name: 'Message failed.' })).toBeVisible();
    await expect(page.getByText('Please try again later or contact us directly.')).toBeVisible();
    await expect(progress).toHaveCount(0);

    status = 201;
    await e.submit.click();
    await expect(page.getByRole('heading', { name: 'Message received!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message failed.' })).toHaveCount(0);
  });

  test('a thrown request shows the failure view; server field errors appear at their fields', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionreset'));
    await page.goto('/contact');
    await fillValidEnquiry(page);
    await enquiry(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Message failed.' })).toBeVisible();

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'x', fields: { budget: 'Budget text is too long' } }) }),
    );
    await enquiry(page).submit.click();
    await expect(page.getByText('Budget text is too long', { exact: true })).toBeVisible();
    await expect(enquiry(page).field('Budget')).toBeFocused();
  });

  test("the drop zone refuses a total over 100 MB with 'Total file size cannot exceed 100MB'", async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-e2e-'));
    const files = Array.from({ length: 5 }, (_, i) => {
      const p = path.join(dir, `reel-${i}.pdf`);
      writeFileSync(p, Buffer.alloc(21 * 1024 * 1024, i));
      return p;
    });
    await page.goto('/contact');
    const e = enquiry(page);
    await e.form.locator('input[type=file]').setInputFiles(files);
    await expect(page.getByRole('alert').filter({ hasText: 'Total file size cannot exceed 100MB' })).toBeVisible();
    await expect(e.form.getByText('reel-0.pdf')).toHaveCount(0);
  });

  test('before the page’s scripts run, Enter sends nothing and what was typed survives hydration', async ({ page }) => {
    const early = await openBeforeHydration(page, '/contact');
    const e = enquiry(page);
    await expect(e.submit).toBeDisabled();
    await e.field('Name').fill('Sam Lee');
    await e.field('Email').fill('sam@acme.test');
    await early.enterThenHydrate(e.field('Email'));
    await expect(e.field('Name')).toHaveValue('Sam Lee');
    await expect(e.field('Email')).toHaveValue('sam@acme.test');
    await expect(e.submit).toBeEnabled();
    await e.submit.click();
    await expect(page.getByText('Please enter your company name', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your name', { exact: true })).toHaveCount(0);
  });

  test('with JavaScript off, each send button is disabled and a note says why and gives the address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, button] of [
        ['/contact', 'Send Message'],
        ['/plans-and-pricing', 'Send Request'],
      ]) {
        await page.goto(path);
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
        await expect(form.getByRole('button', { name: button })).toBeDisabled();
        // Playwright's text and role locators skip <noscript>; the browser, with JavaScript off, shows it.
        const note = form.locator('noscript p');
        await expect(note).toBeVisible();
        await expect(note).toContainText('Sending needs JavaScript, which is off in this browser.');
        await expect(note.locator('a')).toHaveText(site.email);
        await expect(note.locator('a')).toHaveAttribute('href', `mailto:${site.email}`);
      }
    } finally {
      await context.close();
    }
  });

  test('the honeypot is hidden from people, the keyboard and assistive tech', async ({ page }) => {
    await page.goto('/contact');
    const trap = enquiry(page).form.locator('input[name=website]');
    await expect(trap).toHaveCount(1);
    await expect(trap).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test.describe('the enquiry dialog from the footer button', () => {
  test("opens 'Let's get started.', shows errors, stays axe clean, closes with 'Close Dialog'", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/about');
    await page.getByTestId('footer-contact-button').click();
    const dialog = page.getByRole('dialog', { name: 'Let’s get started.' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Fill in the blanks and we’ll respond in one business day.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Please enter your company name', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: false }).first()).toBeFocused();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page);
    }
    await dialog.getByRole('button', { name: 'Close Dialog' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(page.getByTestId('footer-contact-button')).toBeFocused();
  });
});

test.describe('the application dialog from a role card', () => {
  async function openApplication(page: Page) {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Submit Application', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('every message appears on change and clears when fixed', async ({ page }) => {
    test.setTimeout(150_000); // many fields and an axe pass: slow on a busy machine
    const dialog = await openApplication(page);
    const field = (label: string) => dialog.getByLabel(label, { exact: false }).first();
    await expect(field('Position')).not.toHaveValue('');
    const cases: [string, string, string, string][] = [
      ['Name', '', 'Please enter your name', 'Ayesha'],
      ['Name', 'x'.repeat(21), 'Name cannot exceed 20 characters', 'Ayesha'],
      ['Email', '', "Email can't be blank", 'ayesha@example.com'],
      ['Email', 'ayesha@', 'That doesn’t look like an email', 'ayesha@example.com'],
      ['Phone', '', 'Phone number needed', '+92 300 1234567'],
      ['Phone', '0300#12', 'Invalid phone number format', '(0300) 123-4567'],
      ['Location', '', "Location can't be empty", 'Lahore'],
      ['Location', 'x'.repeat(101), 'Location cannot exceed 100 characters', 'Lahore'],
      ['Position', '', 'Let us know the position', 'AI Engineer'],
      ['Earliest start date', '', 'Date is required', '01-09-2026'],
      ['Earliest start date', '2026-09-01', 'Enter the date as DD-MM-YYYY, for example 01-09-2026', '01-09-2026'],
    ];
    for (const [label, bad, message, good] of cases) {
      const input = field(label);
      if (!bad) await input.fill('x');
      await expectMessage(input, bad, message, page);
      await input.fill(good);
      await expect(dialog.getByText(message, { exact: true })).toHaveCount(0);
    }
    await expect(dialog.getByText('DD-MM-YYYY', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('File is required', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.locator('input[type=file]').setInputFiles(pdf('cv.pdf'));
    await expect(dialog.getByText('File is required', { exact: true })).toHaveCount(0);
  });

  test("a real application with a file shows 'Application submitted' and resets", async ({ page }) => {
    const dialog = await openApplication(page);
    const field = (label: string) => dialog.getByLabel(label, { exact: false }).first();
    await field('Name').fill('Ayesha Khan');
    await field('Email').fill('ayesha@example.com');
    await field('Phone').fill('+92 300 1234567');
    await field('Location').fill('Lahore');
    await field('Earliest start date').fill('01-09-2026');
    await dialog.locator('input[type=file]').setInputFiles(pdf('cv.pdf', 200_000));
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await expect(dialog.getByText(/review your application and contact you if your profile fits/)).toBeVisible();
    await expect(field('Name')).toHaveValue('');
    await expect(field('Position')).not.toHaveValue('');
  });
});
