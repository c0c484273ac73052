import { test, expect, openBeforeHydration, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the server under test keeps its data (playwright.config.ts passes it as DATA_DIR). */
/** The server's DATA_DIR, chosen by playwright.config.ts. */
const DATA_DIR = process.env.E2E_DATA_DIR as string;

/** The staff e-mails the server has written to DATA_DIR/mail (no SMTP_URL in tests). */
async function staffMails(): Promise<string[]> {
  const dir = path.join(DATA_DIR, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
}

const ROLES = [
  'Frontend',
  'Backend',
  'Full-stack',
  'Mobile (Flutter/React Native)',
  'UI/UX Design',
  'DevOps',
  'QA',
  'AI/ML',
  'Project Management',
];

const card = (page: Page, title: string) => page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const header = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const request = (page: Page) => page.getByRole('region', { name: 'Your request' });
const chip = (page: Page, title: string, skill: string) => card(page, title).getByRole('button', { name: skill, exact: true });

async function open(page: Page, title: string) {
  await header(page, title).click();
  await expect(header(page, title)).toHaveAttribute('aria-expanded', 'true');
}

test.describe('Plans & Pricing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/plans-and-pricing');
  });

  test('shows the heading, the contact line and Send Request', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans & Pricing');
    await expect(page.getByText('Or Contact us with')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@driftline.studio' })).toHaveAttribute('href', 'mailto:hello@driftline.studio');
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  test('cards start collapsed and expand to three labelled dropdowns and skill chips', async ({ page }) => {
    for (const title of ROLES) {
      await expect(header(page, title)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByText('SELECT SERVICE')).toHaveCount(ROLES.length);
    // Collapsed cards show their summary only: no question is on offer until a card is opened.
    await expect(page.getByLabel('How many experts do you need?')).toHaveCount(0);

    await open(page, 'Backend');
    const backend = card(page, 'Backend');
    await expect(page.getByLabel('How many experts do you need?')).toHaveCount(1);
    for (const question of ['How many experts do you need?', 'How would you like to pay?', 'What level of expertise do you need?']) {
      const select = backend.getByLabel(question);
      await expect(select).toBeVisible();
      await expect(select.locator('option:checked')).toHaveText('Select an option');
    }
    await expect(backend.getByLabel('How many experts do you need?').locator('option')).toHaveText(['Select an option', '1', '2', '3–5', '6+']);
    await expect(backend.getByLabel('How would you like to pay?').locator('option')).toHaveText([
      'Select an option',
      'Hourly',
      'Monthly retainer',
      'Fixed price per milestone',
    ]);
    await expect(header(page, 'Frontend')).toHaveAttribute('aria-expanded', 'false');

    const redis = chip(page, 'Backend', 'Redis');
    await expect(redis).toHaveAttribute('aria-pressed', 'false');
    await redis.click();
    await expect(redis).toHaveAttribute('aria-pressed', 'true');
    await redis.click();
    await expect(redis).toHaveAttribute('aria-pressed', 'false');

    await header(page, 'Backend').click();
    await expect(header(page, 'Backend')).toHaveAttribute('aria-expanded', 'false');
    await expect(backend.getByLabel('How many experts do you need?')).toBeHidden();
  });

  test('choosing a level disables the chips it does not permit, and switches them off', async ({ page }) => {
    await open(page, 'Frontend');
    await chip(page, 'Frontend', 'Next.js').click();
    await expect(chip(page, 'Frontend', 'Next.js')).toHaveAttribute('aria-pressed', 'true');

    await card(page, 'Frontend').getByLabel('What level of expertise do you need?').selectOption({ label: 'Junior' });
    for (const skill of ['React', 'TypeScript', 'Tailwind CSS']) {
      await expect(chip(page, 'Frontend', skill)).not.toHaveAttribute('aria-disabled', 'true');
    }
    for (const skill of ['Next.js', 'Accessibility', 'Animation', 'Performance tuning', 'Frontend architecture']) {
      await expect(chip(page, 'Frontend', skill)).toHaveAttribute('aria-disabled', 'true');
      await expect(chip(page, 'Frontend', skill)).toHaveAccessibleDescription('Greyed-out skills are not part of the Junior level.');
    }
    await expect(chip(page, 'Frontend', 'Next.js')).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, 'Frontend').getByText('Switched off for the Junior level: Next.js.')).toBeVisible();

    // A disabled chip cannot be turned on.
    await chip(page, 'Frontend', 'Animation').click({ force: true });
    await expect(chip(page, 'Frontend', 'Animation')).toHaveAttribute('aria-pressed', 'false');

    await card(page, 'Frontend').getByLabel('What level of expertise do you need?').selectOption({ label: 'Senior' });
    await expect(chip(page, 'Frontend', 'Animation')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(chip(page, 'Frontend', 'Frontend architecture')).toHaveAttribute('aria-disabled', 'true');

    await card(page, 'Frontend').getByLabel('What level of expertise do you need?').selectOption({ label: 'Select an option' });
    await expect(card(page, 'Frontend').locator('[aria-disabled="true"]')).toHaveCount(0);
  });

  test('sending with no service configured shows the red error and sends nothing', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/pricing')) posted++;
    });
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Your e-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(request(page).getByRole('alert')).toContainText('Choose at least one service first');
    expect(posted).toBe(0);
  });

  test('name and e-mail are checked with the enquiry form’s messages', async ({ page }) => {
    await open(page, 'QA');
    await chip(page, 'QA', 'Playwright').click();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Your e-mail').fill('nope');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Your name').fill('A name that is far too long');
    await expect(page.getByText('Name cannot exceed 20 characters')).toBeVisible();
  });

  test('Send Request goes through Sending... to Request sent! and the server stores it', async ({ page }) => {
    await open(page, 'DevOps');
    const devops = card(page, 'DevOps');
    await devops.getByLabel('How many experts do you need?').selectOption({ label: '2' });
    await devops.getByLabel('How would you like to pay?').selectOption({ label: 'Monthly retainer' });
    await devops.getByLabel('What level of expertise do you need?').selectOption({ label: 'Mid-level' });
    await chip(page, 'DevOps', 'AWS').click();
    await page.getByLabel('Your name').fill('Grace Hopper');
    const email = `grace.${Date.now()}@example.com`;
    await page.getByLabel('Your e-mail').fill(email);

    // Hold the request a moment so the sending state can be seen, then let it reach the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/pricing', async (route) => {
      await held;
      await route.continue();
    });
    const responded = page.waitForResponse('**/api/pricing');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const response = await responded;
    expect(response.status()).toBe(201);
    await expect(request(page).getByRole('status')).toContainText('Request sent!');
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();
    const sent = response.request().postDataJSON() as { services: { title: string; skills: Record<string, boolean> }[] };
    expect(sent.services.map((s) => s.title)).toEqual(['DevOps']);
    expect(sent.services[0].skills.AWS).toBe(true);

    // The server stored it and its outbox delivered the staff e-mail (written to DATA_DIR/mail).
    await expect
      .poll(async () => (await staffMails()).find((m) => m.includes(email)) ?? '', { timeout: 20_000 })
      .toContain('Pricing request: Grace Hopper');
  });

  test('a server error shows the red message', async ({ page }) => {
    await page.route('**/api/pricing', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    await open(page, 'AI/ML');
    await chip(page, 'AI/ML', 'Python').click();
    await page.getByLabel('Your name').fill('Alan');
    await page.getByLabel('Your e-mail').fill('alan@example.com');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(request(page).getByRole('alert')).toHaveText('Your request could not be sent. Please try again later or contact us directly.');
    await expect(request(page).getByRole('status')).toHaveText('');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px the Experts and Included wording is shortened, names stay complete', async ({ page }) => {
    await page.goto('/plans-and-pricing');
    const frontend = card(page, 'Frontend');
    await expect(frontend.getByText('Exp.', { exact: true })).toBeVisible();
    await expect(frontend.getByText('Skills', { exact: true }).first()).toBeVisible();
    await open(page, 'Frontend');
    await expect(frontend.getByRole('group', { name: 'Included skills' })).toBeVisible();
    // The full words are still in the accessibility tree for screen readers.
    await expect(frontend.getByText('Experts', { exact: true })).toHaveClass(/sr-only/);
  });
});

test('at 1440 px the full wording shows', async ({ page }) => {
  await page.goto('/plans-and-pricing');
  const frontend = card(page, 'Frontend');
  await expect(frontend.getByText('Experts', { exact: true })).toBeVisible();
  await expect(frontend.getByText('Included skills', { exact: true }).first()).toBeVisible();
  await expect(frontend.getByText('Exp.', { exact: true })).toBeHidden();
});

for (const width of [390, 1440]) {
  test(`axe finds nothing with a card open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/plans-and-pricing');
    await open(page, 'UI/UX Design');
    await card(page, 'UI/UX Design').getByLabel('What level of expertise do you need?').selectOption({ label: 'Junior' });
    await chip(page, 'UI/UX Design', 'Figma').click();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('before the page’s scripts run', () => {
  test('Enter in the request panel sends nothing, and the typed name and e-mail survive hydration and are sent', async ({ page }) => {
    const early = await openBeforeHydration(page, '/plans-and-pricing');
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeDisabled();
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Your e-mail').fill('ada@example.com');
    await early.enterThenHydrate(page.getByLabel('Your e-mail'));
    await expect(page.getByLabel('Your name')).toHaveValue('Ada');
    await expect(page.getByLabel('Your e-mail')).toHaveValue('ada@example.com');
    // The form itself has the typed values: once a service is configured, they are what is sent.
    await open(page, 'QA');
    await chip(page, 'QA', 'Playwright').click();
    await page.route('**/api/pricing', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }));
    const posted = page.waitForRequest('**/api/pricing');
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    await expect(request(page).getByRole('status')).toContainText('Request sent!');
  });
});
