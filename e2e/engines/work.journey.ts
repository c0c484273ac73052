import { describe, expect, test } from 'vitest';
import { openDialog } from './dom';
import { ENGINE, engineTab } from './tab';

/** The case study's dialog over /work in this engine: open, Escape, Back, and the deep link's full page. */
const tab = engineTab();

const CORAL = 'main a[href="/work/coral"]';
const focusedHref = () => document.activeElement?.getAttribute('href') ?? null;

describe(`${ENGINE}: case studies`, () => {
  test('a card opens its case study in a dialog at /work/coral; Escape closes it back to /work, focus on the card', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/work');
    await page.click(CORAL);
    await page.waitFor('the dialog at /work/coral', () => location.pathname === '/work/coral' && document.title.includes('Coral'));
    expect(await openDialog(page)).toBe('Coral');
    // The grid stays underneath.
    expect(await page.evaluate(() => document.querySelector('main h1')?.textContent)).toBe('Selected work');
    await page.press('Escape');
    await page.waitFor('/work again, the dialog closed', () => location.pathname === '/work');
    expect(await openDialog(page)).toBeNull();
    await page.waitFor('focus back on the card', (href: string) => (document.activeElement?.getAttribute('href') ?? null) === href, '/work/coral');
  });

  test('Back closes the dialog and returns to /work', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/work');
    await page.click(CORAL);
    await page.waitFor('the dialog at /work/coral', () => location.pathname === '/work/coral');
    await page.waitFor('the dialog drawn', () => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0));
    await page.back();
    await page.waitFor('/work again', () => location.pathname === '/work');
    await page.waitFor('the dialog gone', () => ![...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0));
    expect(await page.evaluate(focusedHref)).toBe('/work/coral');
  });

  test('the deep link /work/coral is the full case-study page, no dialog', async () => {
    const page = tab();
    await page.resize(390, 844);
    await page.goto('/work/coral');
    expect(await page.evaluate(() => document.querySelector('main h1')?.textContent)).toBe('Coral');
    expect(await openDialog(page)).toBeNull();
  });
});
