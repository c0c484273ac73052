import { openBeforeHydration, test, expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { site } from '../src/content/site';

const JUNIOR_TITLES = [
  'UI/UX Designer',
  'Flutter Developer',
  'Frontend Developer',
  'Backend Developer',
  'AI Engineer',
  'Business Development',
];
const INTERNSHIP_TITLES = [
  'Digital Marketing',
  'UI/UX Designer',
  'Flutter Developer',
  'Frontend Developer',
  'Backend Developer',
  'Business Development',
];

const roles = (page: Page) => page.getByRole('region', { name: 'Roles' });
const card = (page: Page, title: string) => roles(page).getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toggle = (page: Page, title: string) => roles(page).getByRole('button', { name: title, exact: true });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [path, titles, fourth] of [
  ['/careers', JUNIOR_TITLES, '0–2 Years'],
  ['/internships', INTERNSHIP_TITLES, 'Unpaid'],
] as const) {
  test(`${path} lists its 6 roles with the OPEN ROLES label, type, ${fourth} and location`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(roles(page).getByRole('heading', { level: 2, name: 'Roles' })).toBeVisible();
    await expect(roles(page).getByText('Or Contact us with')).toBeVisible();
    await expect(roles(page).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

    const cards = roles(page).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(roles(page).getByRole('heading', { level: 3 })).toHaveText([...titles]);
    for (const c of await cards.all()) {
      await expect(c.getByText('OPEN ROLES', { exact: true })).toBeVisible();
      // Type, the fourth detail and location (the collapsed description is hidden from the role query).
      await expect(c.getByRole('definition')).toHaveText([path === '/careers' ? 'Junior' : 'Internship', fourth, 'Remote / Lahore']);
      await expect(c.getByRole('button', { name: 'Submit Application', exact: true })).toBeVisible();
    }
  });

  test(`${path} carries no JobPosting: each listed role's own page carries its own, rendered on the server`, async ({ request }) => {
    const ldJson = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const list = await (await request.get(path)).text();
    // Google reads JobPosting on a job's own page, not on a list of jobs; the descriptions come after the first paint.
    expect(ldJson(list).map((b) => JSON.parse(b)['@type'])).not.toContain('JobPosting');
    expect(list).not.toContain('Key responsibilities');
    // Each listed role's page is in the sitemap (and linked from its card's description: the next journey).
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(new RegExp(`<loc>[^<]*(${path}/[a-z0-9-]+)</loc>`, 'g'))].map((m) => m[1]);
    expect(listed).toHaveLength(6);
    const posted: string[] = [];
    for (const rolePath of listed) {
      const res = await request.get(rolePath);
      expect(res.status(), rolePath).toBe(200);
      const html = await res.text();
      const blocks = ldJson(html);
      for (const b of blocks) expect(b).not.toContain('<');
      const postings = blocks.map((b) => JSON.parse(b)).filter((d) => d['@type'] === 'JobPosting');
      expect(postings, rolePath).toHaveLength(1);
      const [p] = postings;
      expect(new URL(p.url).pathname).toBe(rolePath);
      expect(p.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.hiringOrganization.name).toBe(site.name);
      expect(p.jobLocation.address.addressLocality).toBe('Lahore');
      expect(p.jobLocationType).toBe('TELECOMMUTE');
      expect(p.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Pakistan' });
      expect(p.employmentType).toBe(path === '/careers' ? 'FULL_TIME' : 'INTERN');
      expect(p.description).toContain('<h3>');
      // What the posting says is on the page, for visitors without script too.
      expect(html).toContain('Key responsibilities');
      posted.push(p.title);
    }
    // One page per listed role, in the list's order, each titled with the role's level.
    expect(posted).toEqual(titles.map((t) => (path === '/careers' ? `Junior ${t}` : `${t} Intern`)));
  });
}

test('a role opened on its list links its own page: the description, the application with its position, and the way back', async ({ page }) => {
  await page.goto('/careers');
  await toggle(page, 'Frontend Developer').click();
  await page.getByRole('region', { name: 'Frontend Developer' }).getByRole('link', { name: 'Junior Frontend Developer' }).click();
  await expect(page).toHaveURL(/\/careers\/frontend-developer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Frontend Developer');
  await expect(page).toHaveTitle(/^Junior Frontend Developer · Careers/);
  await expect(page.getByText('Key responsibilities')).toBeVisible();
  await expect(page.getByRole('main').locator('header').getByRole('definition')).toHaveText(['Junior', '0–2 Years', 'Remote / Lahore']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Application', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Frontend Developer');
  await dialog.getByRole('button', { name: 'Close Dialog' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('a role that is not listed, or not there, has no page', async ({ request }) => {
  expect((await request.get('/internships/graphic-designer')).status()).toBe(404);
  expect((await request.get('/careers/digital-marketing')).status()).toBe(404);
  expect((await request.get('/careers/no-such-role')).status()).toBe(404);
});

test('/internships does not list the defined-but-unlisted internships', async ({ page }) => {
  await page.goto('/internships');
  for (const title of ['Graphic Designer', 'App Store Optimization (ASO)', 'AI Engineer', 'LinkedIn Lead Generation', 'Upwork Bidder']) {
    await expect(roles(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
});

test('a role tapped before the page’s scripts run opens once they have, and stays open', async ({ page }) => {
  const early = await openBeforeHydration(page, '/internships');
  const button = toggle(page, 'Digital Marketing');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false'); // nothing listens yet
  await early.hydrate();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`).getByText('Key responsibilities')).toBeVisible();
  // Opened once, not opened and closed again: the tap was not also heard by React as it started.
  await page.waitForTimeout(300);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, 'UI/UX Designer')).toHaveAttribute('aria-expanded', 'false');
});

test('a role card expands and collapses by click', async ({ page }) => {
  await page.goto('/careers');
  const button = toggle(page, 'Frontend Developer');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  // Collapsed, the description is skipped by rendering: the page's first frame does not style or lay it out.
  const description = panel.locator(':scope > div');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(description).toHaveCSS('content-visibility', 'hidden');

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(description).toHaveCSS('content-visibility', 'visible');
  await expect(panel.getByText('Key responsibilities')).toBeVisible();
  await expect(panel.getByText('5:00 PM to 2:00 AM PKT', { exact: false })).toBeVisible();
  // Only this card opened.
  await expect(toggle(page, 'Backend Developer')).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(description).toHaveCSS('content-visibility', 'hidden');
});

test('a role card expands with Enter and collapses with Space', async ({ page }) => {
  await page.goto('/internships');
  const button = toggle(page, 'Backend Developer');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('8:00 PM to 2:00 AM PKT', { exact: false })).toBeVisible();
  // The description is reachable by keyboard once open: the roadmap link follows the toggle.
  const roadmap = panel.getByRole('link', { name: /roadmap/i });
  await expect(roadmap).toHaveAttribute('href', 'https://roadmap.sh/backend');
  await expect(roadmap).toHaveAttribute('target', '_blank');
  await expect(roadmap).toHaveAttribute('rel', /noopener/);
  await button.focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('a collapsed description cannot be reached by keyboard', async ({ page }) => {
  await page.goto('/internships');
  const button = toggle(page, 'Frontend Developer');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: /roadmap/i })).toHaveCount(0);
});

test('Submit Application shows only its icon at 1199 px, its label from 1200 px, and keeps its name', async ({ page }) => {
  await page.setViewportSize({ width: 1199, height: 900 });
  await page.goto('/careers');
  const submit = card(page, 'AI Engineer').getByRole('button', { name: 'Submit Application', exact: true });
  await expect(submit).toBeVisible();
  const narrow = (await submit.boundingBox())!;
  expect(narrow.width).toBeLessThanOrEqual(56);
  await expect(submit.locator('span')).toHaveCSS('position', 'absolute');

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(submit.locator('span')).toHaveCSS('position', 'static');
  expect((await submit.boundingBox())!.width).toBeGreaterThan(120);
});

for (const width of [390, 1440]) {
  test(`no axe violations with a role card open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/internships');
    await toggle(page, 'UI/UX Designer').click();
    await expect(toggle(page, 'UI/UX Designer')).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(400); // let the height animation finish
    await expectNoAxeViolations(page);
  });
}

// The application dialog comes from the forms work (src/components/dialogs/SiteDialogs.tsx):
// its position field is labelled 'Position', its salary field 'Expected salary'.
test.describe('with the application dialog', () => {
  for (const [path, title, salaryShown] of [
    ['/careers', 'AI Engineer', true],
    ['/internships', 'Digital Marketing', false],
  ] as const) {
    test(`Submit Application on ${path} opens the dialog with the position filled and the card still collapsed`, async ({ page }) => {
      await page.goto(path);
      // The open dialog hides the page from the accessibility tree, so find the toggle by its id there.
      const toggleId = await toggle(page, title).getAttribute('id');
      await card(page, title).getByRole('button', { name: 'Submit Application', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue(title);
      await expect(dialog.getByRole('textbox', { name: /salary/i })).toHaveCount(salaryShown ? 1 : 0);
      await expect(page.locator(`[id="${toggleId}"]`)).toHaveAttribute('aria-expanded', 'false');

      await dialog.getByRole('button', { name: 'Close Dialog' }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle(page, title)).toHaveAttribute('aria-expanded', 'false');
      // Focus returns to the Submit Application button that opened the dialog.
      await expect(card(page, title).getByRole('button', { name: 'Submit Application', exact: true })).toBeFocused();
    });
  }

  for (const width of [390, 1440]) {
    test(`no axe violations with the application dialog open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/careers');
      await card(page, 'UI/UX Designer').getByRole('button', { name: 'Submit Application', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
    });
  }
});
