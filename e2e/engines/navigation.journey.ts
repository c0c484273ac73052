import { describe, expect, test } from 'vitest';
import { EXPLORE_LINKS } from '../routes';
import type { Tab } from './browser';
import { named, openDialog } from './dom';
import { ENGINE, engineTab } from './tab';

/** The header, Explore and the phone menu, by mouse and by keyboard, in this engine. */
const tab = engineTab();

const EXPLORE = 'nav[aria-label="Main"] button[aria-controls="explore-panel"]';
const MENU = 'button[aria-controls="mobile-menu"]';

const attribute = (page: Tab, selector: string, name: string) =>
  page.evaluate((selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null, selector, name);
/** The links a visitor can see and reach in `selector` (not inert, not hidden), by address. */
const drawnLinks = (page: Tab, selector: string) =>
  page.evaluate(
    (selector: string) =>
      [...document.querySelectorAll(`${selector} a[href]`)]
        .filter((a) => !a.closest('[inert]') && a.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((a) => a.getAttribute('href')),
    selector,
  );
const focused = (page: Tab, selector: string) => page.evaluate((selector: string) => document.activeElement === document.querySelector(selector), selector);

/** Presses Tab from the top of the page until `selector` has the focus (at most 40 times). */
async function tabTo(page: Tab, selector: string) {
  for (let i = 0; i < 40; i++) {
    await page.press('Tab');
    if (await focused(page, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe(`${ENGINE}: header and menus`, () => {
  test('the header marks the page the visitor is on, and its links go where they say', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/about');
    expect(await page.evaluate(() => document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent?.trim())).toBe('About');
    await page.click(await named(page, 'nav[aria-label="Main"] a', 'Work'));
    await page.waitFor('/work to open', () => location.pathname === '/work' && document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent?.trim() === 'Work');
  });

  test('Explore opens with its 29 links by mouse, closes by a click on it and by a click outside', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/');
    expect(await attribute(page, EXPLORE, 'aria-expanded')).toBe('false');
    expect(await drawnLinks(page, '#explore-panel')).toEqual([]);
    await page.click(EXPLORE);
    await page.waitFor('Explore to open', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', EXPLORE);
    await page.waitFor('its links to be shown', () => [...document.querySelectorAll('#explore-panel a[href]')].filter((a) => !a.closest('[inert]') && a.checkVisibility({ opacityProperty: true, visibilityProperty: true })).length >= 29);
    expect((await drawnLinks(page, '#explore-panel')).filter((href) => EXPLORE_LINKS.includes(href!))).toEqual(EXPLORE_LINKS);
    await page.click(EXPLORE);
    await page.waitFor('Explore to close', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', EXPLORE);
    await page.click(EXPLORE);
    await page.waitFor('Explore to open again', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', EXPLORE);
    await page.clickAt(10, 800); // below the panel
    await page.waitFor('a click outside to close it', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', EXPLORE);
  });

  test('Explore by keyboard: Tab reaches it, Enter opens, Tab enters the panel, Escape closes and gives focus back; Space toggles', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/');
    await tabTo(page, EXPLORE);
    await page.press('Enter');
    await page.waitFor('Enter to open Explore', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', EXPLORE);
    await page.press('Tab');
    await page.waitFor('focus in the panel', () => !!document.activeElement?.closest('#explore-panel') && document.activeElement.tagName === 'A');
    await page.press('Escape');
    await page.waitFor('Escape to close Explore', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', EXPLORE);
    expect(await focused(page, EXPLORE)).toBe(true);
    await page.press('Space');
    await page.waitFor('Space to open Explore', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', EXPLORE);
    await page.press('Space');
    await page.waitFor('Space to close Explore', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', EXPLORE);
  });

  test('a followed Explore link opens its page and closes Explore', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/');
    await page.click(EXPLORE);
    await page.waitFor('Explore to be open', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', EXPLORE);
    const docker = await named(page, '#explore-panel a', 'Docker');
    // Once the panel has finished opening (the link stands still).
    await page.waitFor(
      'the panel to stand still',
      (selector: string) => document.querySelector(selector)!.closest('[data-open]')!.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
      docker,
    );
    await page.click(docker);
    await page.waitFor('/expertise/docker to open', () => location.pathname === '/expertise/docker');
    await page.waitFor('Explore to close', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', EXPLORE);
  });

  test('the phone menu: opens by a tap, lists every Explore link, closes on Escape with focus back, and reaches About', async () => {
    const page = tab();
    const view = await page.resize(390, 844);
    await page.goto('/work');
    // Phone layout: no Explore in the header (WebKitGTK's narrowest window is 447 px, still a phone's layout).
    expect(view.width).toBeLessThan(640);
    expect(await page.evaluate((selector: string) => document.querySelector(selector)!.getClientRects().length, EXPLORE)).toBe(0);
    await page.click(MENU);
    await page.waitFor('the menu to open', () => (document.querySelector('[role="dialog"][aria-modal="true"]')?.getClientRects().length ?? 0) > 0);
    expect(await openDialog(page)).toBe('Menu');
    expect(await attribute(page, MENU, 'aria-expanded')).toBe('true');
    await page.click(await named(page, '[role="dialog"] button', 'Explore'));
    await page.waitFor(
      'every Explore link in the menu',
      (links: string[]) => links.every((href) => (document.querySelector(`[role="dialog"] a[href="${href}"]`)?.getClientRects().length ?? 0) > 0),
      EXPLORE_LINKS,
    );
    await page.press('Escape');
    await page.waitFor('Escape to close the menu', async () => !document.querySelector('[role="dialog"][aria-modal="true"]')?.getClientRects().length);
    await page.waitFor('focus back on the menu button', (selector: string) => document.activeElement === document.querySelector(selector), MENU);
    await page.click(MENU);
    await page.click(await named(page, '[role="dialog"] a', 'About'));
    await page.waitFor('/about to open with the menu closed', () => location.pathname === '/about' && !document.querySelector('[role="dialog"][aria-modal="true"]')?.getClientRects().length);
    expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).toMatch(/studio/);
  });

  test('the phone menu by keyboard: Enter opens it with focus inside, Tab stays inside, Escape closes it', async () => {
    const page = tab();
    await page.resize(390, 844);
    await page.goto('/');
    await tabTo(page, MENU);
    await page.press('Enter');
    await page.waitFor('focus in the open menu', () => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"]'));
    for (let i = 0; i < 15; i++) {
      await page.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"]'))).toBe(true);
    }
    await page.press('Escape');
    await page.waitFor('focus back on the menu button', (selector: string) => document.activeElement === document.querySelector(selector), MENU);
  });
});
