import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { expertisePages } from '../src/content/expertise';
import { privacy } from '../src/content/privacy';
import { processContent } from '../src/content/process';
import { site } from '../src/content/site';
import { retentionDays, retentionPhrase } from '../src/lib/privacy/retention';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
}

test.describe('expertise pages', () => {
  for (const p of expertisePages) {
    test(`/expertise/${p.slug} answers 200 with its own h1 and hero, axe clean at 1440 and 390`, async ({ page }) => {
      const res = await page.goto(`/expertise/${p.slug}`);
      expect(res?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(p.hero.heading.join(''));
      const hero = page.getByTestId('expertise-hero');
      await expect(hero).toHaveAttribute('data-variant', p.hero.variant);
      await expect(hero.getByText(p.hero.tagText, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      for (const item of p.aside) await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
      const cards = page.getByRole('region', { name: p.iconCards.title });
      await expect(cards.getByRole('heading', { level: 3 })).toHaveCount(p.iconCards.items.length);
      await axeAtBothWidths(page);
    });
  }

  test('content HTML renders its formatting and external links open safely', async ({ page }) => {
    await page.goto('/expertise/postgresql');
    const aside = page.locator('article').filter({ hasText: 'Replication and safe upgrades' });
    await expect(aside.locator('strong', { hasText: 'Logical replication' })).toBeVisible();
    const docs = aside.getByRole('link', { name: 'PostgreSQL documentation' });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.locator('article code', { hasText: 'pg_stat_statements' })).toBeVisible();
    await page.goto('/expertise/orm-sequelize-prisma');
    const internal = page.locator('article').getByRole('link', { name: 'PostgreSQL', exact: true });
    await expect(internal).toHaveAttribute('href', '/expertise/postgresql');
    await expect(internal).not.toHaveAttribute('target', /.*/);
  });

  test('an unknown expertise slug is a 404', async ({ page }) => {
    const res = await page.goto('/expertise/cobol-mainframes');
    expect(res?.status()).toBe(404);
  });

  test('/offers/{slug} redirects permanently to the matching expertise page', async ({ page, request }) => {
    const res = await request.get('/offers/docker', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/expertise/docker');
    await page.goto('/offers');
    await expect(page).toHaveURL(/\/expertise$/);
    await expect(page.getByRole('link', { name: /^Docker/ })).toHaveAttribute('href', '/expertise/docker');
    await expectNoAxeViolations(page);
  });
});

test('/our-process shows the numbered stages with deliverables and durations, axe clean', async ({ page }) => {
  const res = await page.goto('/our-process');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const stages = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3, name: /Stage 1/ }) }).locator('> li');
  await expect(stages).toHaveCount(processContent.stages.items.length);
  for (const [i, s] of processContent.stages.items.entries()) {
    const stage = stages.nth(i);
    await expect(stage.getByRole('heading', { level: 3 })).toHaveText(`Stage ${i + 1}: ${s.name}`);
    await expect(stage.getByText(s.duration)).toBeVisible();
    await expect(stage.getByText(s.deliverables[0])).toBeVisible();
  }
  await axeAtBothWidths(page);
});

test('/privacy lists what each form collects, retention and whom to write to, axe clean', async ({ page }) => {
  const res = await page.goto('/privacy');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const field of ['Salary expectation', 'LinkedIn profile', 'Start date', 'Company', 'Budget', 'Referral'])
    await expect(page.getByRole('rowheader', { name: field })).toBeVisible();
  // The period the site erases submissions after (RETENTION_DAYS, as the server under test runs with).
  await expect(page.locator('main strong').getByText(retentionPhrase(retentionDays()), { exact: true })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(page.locator('main').getByText(`last reviewed in ${privacy.year}`)).toBeVisible();
  await axeAtBothWidths(page);
});
