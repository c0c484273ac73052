import { test, expect, halfReadProxy, openBeforeHydration, recordLayoutShifts, twoFrames, type Page, waitForHydration } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { EXPLORE_LINKS, ROUTES, UNKNOWN_ROUTE, VIEWPORTS } from './routes';
import { pages } from '../src/content/pages';
import { COMPILE_HINT, firstLoadScripts } from '../scripts/lib/compile-hints.mjs';
import { site } from '../src/content/site';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules of SPEC's header menu: one path per rule, and the item it makes active. */
const ACTIVE_ITEM: [path: string, label: string][] = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/work', 'Work'],
  ['/work/coral', 'Work'],
  ['/expertise/backend', 'Explore'],
  ['/careers', 'Explore'],
  ['/internships', 'Explore'],
  ['/plans-and-pricing', 'Explore'],
  ['/our-process', 'Explore'],
  ['/contact', 'Contact'],
  ['/privacy', 'Home'],
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const exploreToggle = (page: Page) => mainNav(page).getByRole('button', { name: 'Explore' });

test.describe('every route', () => {
  test('answers 200 with one h1 and its own title', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const path of ROUTES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      const title = await page.title();
      expect(title, path).not.toBe('');
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('the scripts a page runs as it loads are compiled while they download (V8 compile hint)', async ({ request }) => {
    // scripts/compile-hints.mjs marks them after the build; without the hint Chrome compiles each function on the
    // main thread the first time it is called, while the page hydrates.
    const scripts = new Set<string>();
    for (const path of ROUTES) for (const src of firstLoadScripts(await (await request.get(path)).text())) scripts.add(src);
    expect(scripts.size).toBeGreaterThan(5);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.slice(0, COMPILE_HINT.length + 1), src).toBe(`${COMPILE_HINT}\n`);
    }
  });

  test('a page is drawn before its scripts and its RSC data are fetched, and then hydrates (scripts/hydrate-after-paint.mjs)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/work/honeydu', '/about']) {
      await page.goto(path); // the fixture waits until the page has hydrated: every startup script has been fetched
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/_next\/static\/.+\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(5);
      for (const script of scripts) expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(paint!);
      // The data React hydrates from is not in the document (it would not fit the first round trip): it came after
      // the paint too, as a file of its own (scripts/build/lib/flight-after-paint.mjs).
      const flight = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/_next/static/flight/'))
          .map((e) => e.startTime),
      );
      expect(flight, path).toHaveLength(1);
      expect(flight[0], path).toBeGreaterThanOrEqual(paint!);
      expect(await page.evaluate(() => document.documentElement.outerHTML.includes('__next_f.push([1')), path).toBe(false);
      // Hydrated: the menu button opens its dialog.
      await page.getByRole('button', { name: /menu/i }).first().click();
      await expect(page.getByRole('dialog'), path).toBeVisible();
    }
  });

  test('an unknown path answers 404 with the designed page', async ({ page }) => {
    const res = await page.goto(UNKNOWN_ROUTE);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.heading);
    await expect(page.getByRole('navigation', { name: /try one of these/i }).getByRole('link', { name: 'Work' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(pages.notFound.title));
  });

  test('selected text takes the brand colours, on dark and on paper sections alike', async ({ page }) => {
    await page.goto('/about');
    // A paragraph deep in a dark section and one in the paper-coloured values section.
    for (const text of [page.getByRole('main').locator('p').first(), page.locator('section[aria-labelledby="values-heading"] p').first()]) {
      const colours = await text.evaluate((el) => {
        const style = getComputedStyle(el, '::selection');
        const root = getComputedStyle(document.documentElement);
        const probe = document.createElement('span');
        document.body.append(probe);
        const toRgb = (value: string) => ((probe.style.color = value), getComputedStyle(probe).color);
        const expected = { background: toRgb(root.getPropertyValue('--color-blue')), color: toRgb(root.getPropertyValue('--color-ink')) };
        probe.remove();
        return { actual: { background: style.backgroundColor, color: style.color }, expected };
      });
      expect(colours.actual).toEqual(colours.expected);
    }
  });
});

test.describe('header menu', () => {
  for (const [path, label] of ACTIVE_ITEM) {
    test(`${label} is the active item on ${path}`, async ({ page }) => {
      await page.goto(path);
      const current = mainNav(page).locator('[aria-current]').filter({ visible: true });
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      await expect(current).toHaveAttribute('aria-current', label === 'Explore' ? 'true' : 'page');
    });
  }

  test('a first frame drawn while the menu is half read shows none of it, so the items read next move nothing', async ({ page, baseURL }) => {
    // The items are spread over the pill (justify-between): with one more read, the others moved, a layout shift seen
    // on desktop loads of a busy machine. Here /contact pauses inside the menu's fourth item, as if the browser drew
    // its first frame there, and the rest follows.
    const proxy = await halfReadProxy(baseURL!, '/contact', 'id="explore-panel"', 60_000);
    try {
      const shifts = await recordLayoutShifts(page);
      await page.goto(proxy.url, { waitUntil: 'commit' });
      const list = mainNav(page).locator('ul').first();
      // The menu's own items: once the page is idle, Explore's panel (inside the fourth) gets a list of its own.
      const items = list.locator(':scope > li').filter({ hasText: /\w/ });
      await expect(items).toHaveCount(4);
      await expect(list).toBeHidden();
      proxy.release();
      await expect(items).toHaveCount(5);
      await expect(list).toBeVisible();
      await twoFrames(page);
      expect(await shifts()).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  test('the items keep their places and sizes whatever face draws their words, so Inter arriving moves none of them', async ({ page }) => {
    // The header is in view on every screen: an item Inter moved there would keep Inter waiting on every desktop page
    // (FontSwap adds it only when that moves nothing in view).
    await page.goto('/about');
    const list = mainNav(page).locator('ul').first();
    const boxes = () =>
      list.evaluate((ul) =>
        [...ul.children]
          .filter((li) => li.textContent?.trim())
          .map((li) => {
            const box = li.firstElementChild!.getBoundingClientRect();
            return { x: box.x, width: box.width };
          }),
      );
    const before = await boxes();
    expect(before).toHaveLength(5);
    // A face far wider than Inter or its fallback.
    await list.evaluate((ul) => (ul.style.fontFamily = 'monospace'));
    expect(await boxes()).toEqual(before);
  });

  test('the header frosts what scrolls under it, and blurs nothing at the top of the page', async ({ page }) => {
    // A backdrop blur is redrawn whenever anything beneath it changes; at the top only the page's own background is
    // beneath the header, so it blurs from the moment it sticks (a quarter of the GPU's time on /).
    await page.goto('/');
    const backdrop = page.locator('header .header-backdrop');
    const filter = () => backdrop.evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(await filter()).toBe('none');
    await page.mouse.wheel(0, 600);
    await expect.poll(filter).toMatch(/^blur\(\d+px\)$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(filter).toBe('none');
  });

  test('Explore\'s links are built while a desktop page is idle, so the first click only shows them; a phone never builds them', async ({ page }) => {
    const links = page.locator('#explore-panel a[href]');
    const exploreHrefs = async () => (await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).filter((h) => h && EXPLORE_LINKS.includes(h));
    await page.goto('/');
    await expect.poll(exploreHrefs, { timeout: 15_000 }).toEqual(EXPLORE_LINKS);
    await expect(exploreToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    // Below 992 px the desktop menu is not shown: its panel stays empty (the phone menu has its own links).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForTimeout(3000);
    expect(await links.count()).toBe(0);
  });

  test('Explore opens with 29 links and closes by click and by Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = exploreToggle(page);
    const panel = page.locator('#explore-panel');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link')).toHaveCount(0); // hidden links are not reachable
    // Nor in the page's HTML (nothing to hydrate): they are rendered once the page is idle, or on the first opening.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/id="explore-panel"[^>]*><\/div>/); // the panel, empty

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel grows to 661 px.
    await expect.poll(() => page.locator('[data-open]').evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(661, 0);
    const exploreLinks = panel.getByRole('link').filter({ hasNot: page.locator('[href^="mailto:"]') });
    const hrefs = await exploreLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.filter((h) => h && EXPLORE_LINKS.includes(h))).toEqual(EXPLORE_LINKS);
    await expect(panel.getByRole('link', { name: 'Docker' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Docker' })).toBeHidden();
    await expect.poll(() => page.locator('[data-open]').evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(45, 0);

    // Keyboard: Enter opens, Escape closes and gives focus back to the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space toggles too; a click outside closes.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(10, 800); // outside the panel
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Explore closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await exploreToggle(page).click();
    await page.locator('#explore-panel').getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/expertise\/docker$/);
    await expect(exploreToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(exploreToggle(page)).toHaveAttribute('aria-current', 'true');
  });

  test('the mobile menu at 390 px reaches every link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(exploreToggle(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    // While the menu is open, everything else is hidden from assistive technology, the button too.
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    await dialog.getByRole('button', { name: 'Explore' }).click();
    for (const href of EXPLORE_LINKS) await expect(dialog.locator(`a[href="${href}"]`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Plans & Pricing' }).click();
    await expect(page).toHaveURL(/\/plans-and-pricing$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the phone menu tapped before the page’s scripts run opens once they have, modal, focus inside', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const early = await openBeforeHydration(page, '/about');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false'); // nothing listens yet
    // The tap links the rest of the stylesheet, where the menu's rules are (the page has not loaded: its scripts wait).
    await expect(page.locator('link[rel="stylesheet"][href$=".later.css"]')).toHaveCount(1);
    await early.hydrate();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true);
    // Styled as at any other opening (the 44 px close button is a rule of the later copy).
    await expect.poll(async () => (await dialog.getByRole('button', { name: 'Close menu' }).boundingBox())?.height).toBe(44);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the phone menu, drawn once unseen while the page is idle, stays closed, leaves focus alone and starts no motion', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { menuEvents: string[] }).menuEvents = seen;
      for (const type of ['beforetoggle', 'toggle', 'transitionrun']) {
        document.addEventListener(type, (event) => {
          const menu = event.target as Element;
          if (menu.id !== 'mobile-menu') return;
          // Where focus is as the menu is shown and as it is taken away: a popover shown may take it in.
          seen.push(type === 'beforetoggle' ? `${(event as ToggleEvent).newState}, focus ${menu.contains(document.activeElement) ? 'in' : 'out'}` : type);
        }, true);
      }
    });
    await page.goto('/contact');
    const name = page.getByRole('form').getByLabel('Name').first();
    await name.focus();
    const events = () => page.evaluate(() => (window as unknown as { menuEvents: string[] }).menuEvents);
    // The dialog was shown and taken away again in one task, focus staying out: the browser reports one toggle.
    await expect.poll(events, { timeout: 15_000 }).toContain('toggle');
    await page.waitForTimeout(500);
    expect(await events()).toEqual(['open, focus out', 'closed, focus out', 'toggle']);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(name).toBeFocused();
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link fetches its page ahead on a visitor\'s intent, not when the menu opening puts focus on it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    /** The pages next/link fetched ahead (its requests for a page's payload carry `Next-Router-Prefetch`). */
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // The dialog puts focus on its first link (the wordmark, home page): a script's focus, not the visitor's.
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first()).toBeFocused();
    await page.waitForTimeout(1000);
    expect(prefetched).toEqual([]);
    // The keyboard's focus reaching a link is intent: that page is fetched ahead.
    let href: string | null | undefined = null;
    for (let i = 0; i < 6 && !href?.match(/^\/./); i++) {
      await page.keyboard.press('Tab');
      href = await page.evaluate(() => document.activeElement?.closest('a')?.getAttribute('href'));
    }
    expect(href).toMatch(/^\/./);
    await expect.poll(() => prefetched).toContain(href);
  });

  test('the mobile menu is modal: focus stays in, the page behind is hidden and still, no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/work');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => scrollY);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    // Focus moved in, to the first link (the wordmark, home page); Shift+Tab from it goes round to the last, Tab from the last to the first.
    const home = dialog.getByRole('link').first();
    await expect(home).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const lastFocused = await page.evaluate(() => ({ inside: !!document.activeElement?.closest('[role="dialog"]'), text: document.activeElement?.textContent }));
    expect(lastFocused).toEqual({ inside: true, text: site.email });
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    // Behind it: nothing for a screen reader (only the dialog is left in the accessibility tree's landmarks), and the
    // page does not scroll under a finger or a wheel on the menu.
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });
});

test.describe('footer', () => {
  test('the contact button is on every page but /contact', async ({ page }) => {
    for (const path of ['/', '/work', '/careers', '/expertise/saas', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: site.footer.button.text }), path).toBeVisible();
    }
    await page.goto('/contact');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: site.footer.button.text })).toHaveCount(0);
  });

  test('the contact button opens the project enquiry dialog, which closes by button and by Escape', async ({ page }) => {
    await page.goto('/work');
    const button = page.getByRole('contentinfo').getByRole('link', { name: site.footer.button.text });
    await button.click();
    const dialog = page.getByRole('dialog', { name: pages.contact.heading });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/work$/);
    await dialog.getByRole('button', { name: 'Close Dialog' }).click();
    await expect(dialog).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('links, offices and the privacy line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.footer.heading.text })).toHaveAttribute('href', site.footer.heading.href);
    const careers = footer.getByRole('link', { name: /Careers/ });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const office of site.offices) {
      await expect(footer.getByText(`${office.city}, ${office.region}`)).toBeVisible();
      await expect(footer.getByText(office.country, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:${office.phoneE164}`);
    }
    await expect(footer.getByText(`© ${site.footer.privacy.year} ${site.footer.privacy.text}`)).toBeVisible();
    // Every http link in the footer opens in a new tab, safely.
    const external = footer.locator('a[href^="http"]');
    await expect(external).toHaveCount(site.footer.socialLinks.length);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the ticker stands still while it is out of view', async ({ page }) => {
    await page.goto('/'); // the footer is far below the first screen
    const word = page.getByTestId('ticker-word');
    const first = await word.textContent();
    await page.waitForTimeout((site.footer.tickerIntervalMs ?? 2000) * 2);
    await expect(word).toHaveText(first ?? '');
  });

  test('the ticker changes word, and screen readers get a stable sentence', async ({ page }) => {
    await page.goto('/');
    const word = page.getByTestId('ticker-word');
    // It rotates while someone can see it (it stands still out of view, above).
    await word.scrollIntoViewIfNeeded();
    const first = await word.textContent();
    expect(site.footer.tickerWords).toContain(first);
    await expect(word).not.toHaveText(first ?? '', { timeout: (site.footer.tickerIntervalMs ?? 2000) + 2000 });
    await expect(page.getByRole('contentinfo').getByText(site.footer.tickerWords.join(', ').replace(/, ([^,]*)$/, ', and $1'))).toBeAttached();
  });

  test('social icons are drawn toward the pointer', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').locator('a[href^="http"]').first();
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const icon = link.locator('span').first();
    let nudge = 0;
    // The magnet loads when the footer nears the viewport; keep moving the pointer 60 px right of the icon.
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + (nudge++ % 2));
        return icon.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      })
      .toBeGreaterThan(3);
  });
});

// One test per route and width: failures name the page, and the runs spread over the workers.
test.describe('accessibility', () => {
  for (const viewport of VIEWPORTS) {
    for (const path of [...ROUTES, UNKNOWN_ROUTE]) {
      test(`axe finds no violations on ${path} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(path);
        // Judge the settled page: text fading in word by word has too little contrast mid-animation.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const found = violations.map(
          (v) => `${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
        );
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
});
