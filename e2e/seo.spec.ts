import { expect, recordLayoutShifts, test, twoFrames, type Page, waitForHydration } from './fixtures';
import { pageFlight } from '../scripts/build/lib/hydrate-after-paint.mjs';
import { ALL_ROUTES } from '../src/lib/seo/routes';

/** Every element of a page but its code samples (a <code> and everything in it), which are set in the system monospace. */
const OUTSIDE_CODE = 'body *:not(code, code *)';

/** One page of each template, for the font checks. */
const TEMPLATE_ROUTES = ['/', '/about', '/work', '/work/coral', '/expertise/docker', '/our-process', '/careers', '/careers/frontend-developer', '/plans-and-pricing', '/contact'];

/**
 * Holds Inter's core file back: each page's requests for it wait from `hold()` until `release()`. Routing also turns
 * the HTTP cache off, so each page asks for the file again.
 */
async function holdInterCore(page: Page) {
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  await page.route(/\/_next\/static\/media\/inter_core[^/]*\.woff2$/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      release();
    },
  };
}

/**
 * Waits for Inter to draw the page. Where it would move a line in view, it waits for the visitor to scroll past (a
 * centred heading whose words Inter moves by a few pixels, say): this reader scrolls to the end.
 */
async function interInPlace(page: Page) {
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  if ((await page.locator('html').getAttribute('data-fonts')) === 'waiting') {
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  }
  await page.locator('html[data-fonts="inter"]').waitFor({ state: 'attached' });
}

test.describe('search engines', () => {
  test('every route has an absolute, unique canonical URL and Open Graph data, whose image answers as a PNG', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const canonicals = new Set<string>();
    const images = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, route).toMatch(/^https?:\/\/[^/]+(\/|$)/);
      expect(new URL(canonical!).pathname, route).toBe(route);
      canonicals.add(canonical!);
      expect(/<meta property="og:url" content="https?:\/\//.test(html), `${route} og:url`).toBe(true);
      const ogImage = /<meta property="og:image" content="(https?:\/\/[^"]+)"/.exec(html)?.[1];
      expect(ogImage, `${route} absolute og:image`).toBeDefined();
      expect(/<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1], `${route} twitter:image`).toBe(ogImage);
      // Expertise pages and case studies have a card of their own; every other page shows the site-wide one.
      const ownCard = /^\/(expertise|work)\/[^/]+$/.test(route);
      expect(new URL(ogImage!).pathname, `${route} og:image`).toBe(ownCard ? `${route}/opengraph-image` : '/opengraph-image');
      images.add(new URL(ogImage!).pathname);
      // Its size and a description, so a network can lay the card out before fetching it, and read it out.
      expect(html, `${route} og:image size`).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
      expect(/<meta property="og:image:alt" content="[^"]{10,}"/.test(html), `${route} og:image:alt`).toBe(true);
      // The site's Organization (the only one with a legalName; a job posting's hiringOrganization points to it), on
      // the home page alone, as search engines recommend: on every page it cost 0.4 KB of each page's first round trip.
      const organizations = route === '/' ? 1 : 0;
      expect(html.split('"legalName"').length - 1, `${route} Organization JSON-LD`).toBe(organizations);
      // The page's React data (a file of its own, which the page's loader names) repeats its markup once. A root
      // layout with a second slot (@modal) made Next render it twice there, header and footer included: 170 bytes
      // more on every page. The slot lives in the (site) route group instead.
      const flight = pageFlight(html);
      expect(flight, `${route} names its React data`).toBeTruthy();
      const data = await (await request.get(flight!)).text();
      expect(data.split('"id":"footer-offices"').length - 1, `${route} the footer in the React data`).toBe(1);
      expect(data.split('"legalName"').length - 1, `${route} Organization JSON-LD in the React data`).toBe(organizations);
    }
    expect(canonicals.size).toBe(ALL_ROUTES.length);
    for (const path of images) {
      const image = await request.get(path);
      expect(image.status(), path).toBe(200);
      expect(image.headers()['content-type'], path).toBe('image/png');
    }
    expect((await request.get('/expertise/no-such-service/opengraph-image')).status()).toBe(404);
    expect((await request.get('/work/no-such-study/opengraph-image')).status()).toBe(404);
  });

  test('no route waits on a stylesheet before its first paint: each carries inline the rules of the one shared stylesheet it uses', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const sheets = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      // No render-blocking link (the page finisher, scripts/build/lib/inline-css.mjs, keeps Next's link, disabled, for React to adopt).
      expect(html.match(/<link rel="stylesheet"[^>]*>/g) ?? [], route).toEqual([expect.stringContaining('disabled=""')]);
      const inline = [...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
      expect(inline, route).toHaveLength(1);
      // Inter's faces and the fallback faces are declared by the page itself.
      expect(inline[0][2], route).toContain('@font-face');
      sheets.add(inline[0][1]);
    }
    expect(sheets.size).toBe(1);
    // The whole sheet's later copy, which every page links once it has loaded: everything but the at-rules each page
    // has inline whole (font faces, keyframes). It registers every custom property the sheet does: a page has inline
    // only those it reads.
    const [href] = sheets;
    const whole = await (await request.get(href)).text();
    const later = await request.get(href.replace(/\.css$/, '.later.css'));
    expect(later.status()).toBe(200);
    expect(later.headers()['content-type']).toMatch(/^text\/css/);
    const laterCss = await later.text();
    expect(laterCss).not.toMatch(/@(font-face|keyframes)/);
    expect(whole).toMatch(/@font-face[\s\S]*@keyframes/);
    expect(laterCss.length).toBeGreaterThan(whole.length / 2);
    const registered = (css: string) => new Set([...css.matchAll(/@property\s+(--[\w-]+)/g)].map((m) => m[1]));
    expect([...registered(laterCss)].sort()).toEqual([...registered(whole)].sort());
    const inlineOfHome = /<style data-href="[^"]+">([\s\S]*?)<\/style>/.exec(await (await request.get('/')).text())![1];
    expect(registered(inlineOfHome).size).toBeGreaterThan(0);
    expect(registered(inlineOfHome).size).toBeLessThan(registered(whole).size);
  });

  test('once a page has loaded and Inter is in, the rest of the stylesheet arrives and declares no font face again; the phone menu, drawn by script, is styled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about', { waitUntil: 'load' });
    await interInPlace(page);
    const later = page.locator('link[rel="stylesheet"][href$=".later.css"]');
    await expect(later).toHaveCount(1);
    await page.waitForFunction(() => (document.querySelector('link[href$=".later.css"]') as HTMLLinkElement | null)?.sheet?.cssRules.length);
    const faces = await page.evaluate(() => {
      const count = (sheet: CSSStyleSheet | null | undefined) => [...(sheet?.cssRules ?? [])].filter((r) => r instanceof CSSFontFaceRule).length;
      return {
        inLater: count((document.querySelector('link[href$=".later.css"]') as HTMLLinkElement).sheet),
        inline: count((document.querySelector('style[data-href]') as HTMLStyleElement).sheet),
        all: [...document.styleSheets].reduce((n, sheet) => n + count(sheet), 0),
      };
    });
    // A custom property the page's own rules never read is not registered inline; the later copy registers it, so
    // what scripts draw later finds its initial value (Tailwind's shadows and transforms compose several of them).
    const unread = await page.evaluate(() => {
      const names = (sheet: CSSStyleSheet | null | undefined) =>
        [...(sheet?.cssRules ?? [])].flatMap((r) => (r instanceof CSSPropertyRule && r.initialValue !== null ? [r.name] : []));
      const inline = new Set(names((document.querySelector('style[data-href]') as HTMLStyleElement).sheet));
      const name = names((document.querySelector('link[href$=".later.css"]') as HTMLLinkElement).sheet).find((n) => !inline.has(n));
      return name ? { name, value: getComputedStyle(document.body).getPropertyValue(name) } : null;
    });
    expect(unread, 'a registered property /about does not read').not.toBeNull();
    expect(unread!.value, unread!.name).not.toBe('');
    // Every face is declared once, by the page's own inline rules.
    expect(faces.inLater).toBe(0);
    expect(faces.inline).toBeGreaterThan(0);
    expect(faces.all).toBe(faces.inline);
    // The phone menu's panel is drawn by script after the first paint: its rules come with the later copy.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await dialog.boundingBox())?.width).toBeGreaterThan(380);
  });

  test('a page asks for no font while it paints: Inter comes once the page has hydrated', async ({ page }) => {
    // A font is fetched at the highest priority, so one asked for by the first frame is part of the largest paint.
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    // Without its scripts a page paints but never hydrates.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    for (const route of TEMPLATE_ROUTES) {
      // Not the fixture's wait for hydration: this page never hydrates.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(fonts, route).toEqual([]);
    }
    await page.unroute(/\/_next\/static\/chunks\/.*\.js$/);
    await page.goto(TEMPLATE_ROUTES[0], { waitUntil: 'load' });
    await interInPlace(page);
    expect(fonts.some((f) => f.startsWith('/_next/static/media/inter_core'))).toBe(true);
  });

  test('pages fetch only the core font file; a visitor’s accented name fetches the rest of Latin', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    // The unit test checks that all the copy is drawn by the core file.
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await interInPlace(page);
    }
    expect(new Set(fonts.map((f) => f.replace(/[-.][^/]*$/, ''))), fonts.join()).toEqual(new Set(['/_next/static/media/inter_core']));
    await page.getByRole('form', { name: 'Let’s get started.' }).getByLabel('Name').first().fill('José Zoë Ångström');
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].find((f) => f.family === 'interExtension')?.status))
      .toBe('loaded');
    expect(fonts.some((f) => f.includes('inter_extension'))).toBe(true);
  });

  // Lighthouse's phone screen and the desktop width every page is checked at.
  for (const { width, height } of [
    { width: 412, height: 823 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${width} px, Inter arriving after the first paint moves nothing on any route: it waits while it would`, async ({ page }) => {
      // Pages do not wait for Inter (src/app/fonts.ts): they draw their first frame in the fallback faces
      // (src/app/fonts/fallback.css) and Inter replaces them. Held back here until each page has painted, it must not
      // shift a line. The faces are matched to Inter, but a line that just fits in one font wraps in the other now and
      // then (/expertise at 412 px: a tagline; a case study: a paragraph), so FontSwap adds Inter only when that moves
      // nothing in view, and otherwise waits (`data-fonts="waiting"`). Every route: those lines are anywhere in the copy.
      test.setTimeout(ALL_ROUTES.length * 10_000);
      await page.setViewportSize({ width, height });
      const inter = await holdInterCore(page);
      const shifts = await recordLayoutShifts(page);
      for (const route of ALL_ROUTES) {
        inter.hold();
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await twoFrames(page);
        expect(await page.locator('html[data-fonts]').count(), `${route}: Inter was held back`).toBe(0);
        // Only what Inter's arrival moves counts. On a busy machine Chrome may paint a page it has half parsed (the
        // hero's first line, then the rest), which is the parser's pace, not Inter (seen once in CI at 1440 px).
        const before = (await shifts()).length;
        inter.release();
        await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
        // Late ones too: a shift is reported after the frame it was drawn in.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
        expect((await shifts()).slice(before), route).toEqual([]);
      }
    });
  }

  /**
   * Builds, whatever the copy, a page where Inter would move a line in view: /privacy at 412 px gets an italic face of
   * 'inter Sans' far wider than Inter (FontSwap adds Inter to every face of the family, this one too) and an italic
   * paragraph at the top. Inter is held back until the page has drawn that paragraph in the wide face, then released:
   * it must wait. Returns the paragraph's height then, and how to read it again.
   */
  async function interWaiting(page: Page, line: 'wrapping' | 'fading in' = 'wrapping') {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route('**/privacy', async (route) => {
      const response = await route.fetch();
      const wide = "<style>@font-face{font-family:'inter Sans';src:local('Liberation Sans Italic'),local('Arial Italic');font-style:italic;size-adjust:140%}</style>";
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${wide}</head>`) });
    });
    const inter = await holdInterCore(page);
    inter.hold();
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.evaluate((line) => {
      const wide = document.createElement('p');
      wide.style.fontStyle = 'italic';
      wide.textContent = 'A paragraph set in a face far wider than Inter, so that Inter takes it onto fewer lines. '.repeat(3);
      wide.id = 'wide';
      if (line === 'fading in') {
        // One short centred line, fading in for a minute as a heading's words do: Inter moves its start sideways and
        // nothing else (it stays one line).
        wide.textContent = 'A short centred line';
        wide.style.textAlign = 'center';
        wide.animate([{ opacity: 0.9 }, { opacity: 1 }], { duration: 60_000 });
      }
      document.querySelector('main')!.prepend(wide);
    }, line);
    await twoFrames(page);
    const height = () => page.evaluate(() => document.getElementById('wide')!.getBoundingClientRect().height);
    const wideHeight = await height();
    inter.release();
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'waiting');
    return { wideHeight, height };
  }

  test('Inter that would move a line in view waits until the visitor has scrolled past it, and then moves nothing', async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    const { wideHeight, height } = await interWaiting(page);
    // Only what follows counts: the paragraph, put in above, moved the page itself.
    const before = (await shifts()).length;
    // To the end of the page: on the way, a table's columns in view would move too (their widths follow the text).
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 9000);
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'inter');
    await twoFrames(page);
    expect((await shifts()).slice(before)).toEqual([]);
    // And Inter draws the paragraph now, on fewer lines.
    expect(await height()).toBeLessThan(wideHeight);
  });

  test('Inter that would move a line fading in waits too: Chromium counts what moves while it fades in', async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    const { wideHeight, height } = await interWaiting(page, 'fading in');
    const before = (await shifts()).length;
    await twoFrames(page);
    expect((await shifts()).slice(before)).toEqual([]);
    expect(await height()).toBe(wideHeight);
    expect(await page.locator('html').getAttribute('data-fonts')).toBe('waiting');
  });

  test('Inter that waits is put in place when the visitor leaves the tab, where nothing is seen to move', async ({ page }) => {
    const { wideHeight, height } = await interWaiting(page);
    // Headless Chromium keeps its tab in sight: the page is told the visitor left, as a browser tells it.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'inter');
    expect(await height()).toBeLessThan(wideHeight);
  });

  test('Inter arriving restyles no element: the stacks keep their families, which Inter joins', async ({ page, browser }) => {
    // Changing the stack when Inter came (a custom property set on the root) restyled every element of the page, a
    // third of the swap's main-thread work; adding Inter's faces to the families the stacks already name
    // only lays the text out again. Chromium's trace counts the elements each style pass visits.
    const inter = await holdInterCore(page);
    for (const route of ['/', '/contact']) {
      inter.hold();
      // Not the load event: a font being fetched holds it back.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      // Explore's 29 links are built at idle after the load event, which Inter's arrival releases: a style pass of
      // about 80 elements that fell inside the trace on some runs, and is not Inter's. Opening Explore once builds
      // them now; the trace starts when its closing has finished moving.
      const explore = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Explore' });
      await explore.click();
      await expect(page.locator('#explore-panel a').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(explore).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => explore.evaluate((button) => button.closest('nav')!.getAnimations({ subtree: true }).length)).toBe(0);
      await twoFrames(page);
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      inter.release();
      await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
      await twoFrames(page);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; args?: { elementCount?: number } }[] };
      const restyled = traceEvents.filter((e) => e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
      // What an animation running meanwhile restyles is a few elements; the whole page is hundreds.
      expect(restyled, `${route}: ${restyled} of ${elements} elements restyled`).toBeLessThan(elements / 10);
    }
  });

  test('the sans text of each template is drawn by Inter itself, from a font stack that leads with a face the page has loaded', async ({ page }) => {
    // With the extension face (never loaded on most pages) first in the stack, the text was still drawn by Inter,
    // but Chromium looked up a system sans-serif for every text size during the first frame: 18-41 ms of
    // main-thread work in Lighthouse's loads (scripts/first-frame.mjs measures it). So the stack is checked too, on
    // the cause rather than on a traced timing: each element's first family must be a web font face this page has
    // loaded. Only code samples (<code>) are set in a system font, the monospace of the --font-mono token: every
    // other system family in a stack is a lookup too (the expertise and process numbers, once monospace, cost
    // 10 of them, 16 ms of the expertise pages' first frame).
    test.setTimeout(TEMPLATE_ROUTES.length * 15_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await interInPlace(page);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const select = async (selector: string) =>
        (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })).nodeIds;
      // Both checks read the same elements (OUTSIDE_CODE). A node's platform fonts include its descendants' text:
      // around a code sample, its monospace is expected.
      const codeFamilies = new Set<string>();
      for (const nodeId of await select('body code')) {
        for (const f of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts) codeFamilies.add(f.familyName);
      }
      const aroundCode = new Set(await select('body :has(code)'));
      const fallbacks: string[] = [];
      for (const nodeId of await select(OUTSIDE_CODE)) {
        // The page lives on while it is read (the showreel's quality button replaces its placeholder when the stream's
        // levels arrive, the menu renders once the page is idle): an element that has left the page draws nothing.
        const platform = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch((error: Error) => {
          if (error.message.includes('Could not find node with given id')) return null;
          throw error;
        });
        if (!platform) continue;
        const { fonts } = platform;
        const system = fonts.filter((f) => !f.isCustomFont && !(aroundCode.has(nodeId) && codeFamilies.has(f.familyName)));
        if (!system.length) continue;
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        fallbacks.push(`${system.map((f) => f.familyName).join('+')}: ${outerHTML.slice(0, 120)}`);
      }
      expect(fallbacks, route).toEqual([]);

      const stacks = await page.evaluate(async (outsideCode) => {
        await document.fonts.ready;
        const unquote = (family: string) => family.trim().replace(/^['"]|['"]$/g, '');
        const first = (stack: string) => unquote(stack.split(',')[0]);
        const leads = new Map<string, string>();
        for (const element of document.querySelectorAll(outsideCode)) {
          const family = first(getComputedStyle(element).fontFamily);
          if (leads.has(family) || !element.textContent?.trim()) continue;
          const faces = [...document.fonts].filter((face) => unquote(face.family) === family);
          const loaded = faces.some((face) => face.status === 'loaded');
          leads.set(family, loaded ? 'loaded' : faces.length ? faces.map((face) => face.status).join('/') : 'not a web font');
        }
        return Object.fromEntries(leads);
      }, OUTSIDE_CODE);
      expect(Object.keys(stacks).length, route).toBeGreaterThan(0);
      for (const [family, status] of Object.entries(stacks)) expect(status, `${route}: ${family}`).toBe('loaded');
    }
  });

  test('the sitemap lists every route, and each answers 200', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.sort()).toEqual([...ALL_ROUTES].sort());
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('every page links one web manifest once it has loaded, fetched with credentials over the page’s own connection, and it answers', async ({ page, request }) => {
    const manifests: string[] = [];
    for (const route of ['/', '/work/coral', '/contact']) {
      // Not in the HTML: Chromium fetched it and its icon alongside the page's own requests.
      expect(await (await request.get(route)).text(), route).not.toContain('rel="manifest"');
      await page.goto(route, { waitUntil: 'load' });
      const links = page.locator('head link[rel="manifest"]');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('crossorigin', 'use-credentials');
      manifests.push((await links.getAttribute('href')) ?? '');
    }
    expect(new Set(manifests).size).toBe(1);
    const res = await request.get(manifests[0]!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Driftline', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect((await request.post(manifests[0]!, { data: '{}' })).status()).toBe(405);
  });

  test('a page draws its tab’s icon from its own HTML: no icon is fetched while it loads, and every icon address answers', async ({ page, request }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/icon|favicon/.test(pathname)) fetched.push(pathname);
    });
    for (const route of ['/', '/about', '/expertise/docker']) {
      fetched.length = 0;
      await page.goto(route, { waitUntil: 'load' });
      // Chromium fetched a linked /icon.svg as soon as the HTML was parsed, next to the largest image.
      // The manifest is linked once the page has loaded and is idle; its icons may be fetched after it.
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
      expect([...fetched], route).toEqual([]);
    }
    const [inline = '', ...linked] = await page.locator('head link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(inline).toMatch(/^data:image\/svg\+xml,/);
    const served = await request.get('/icon.svg');
    expect(served.headers()['content-type']).toBe('image/svg+xml');
    expect(decodeURIComponent(inline.slice(inline.indexOf(',') + 1))).toBe(await served.text());
    const addresses = [...linked, '/apple-icon.png', '/favicon.ico'];
    for (const address of addresses) {
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      expect(res.headers()['content-type'], address).toMatch(/^image\//);
    }
  });
});

test.describe('security headers', () => {
  const common = (headers: Record<string, string>) => {
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  };

  test('on a page: a CSP without unsafe-eval or unsafe-inline scripts', async ({ request }) => {
    const res = await request.get('/about');
    common(res.headers());
    // Nor Next's own headers, which name the framework as X-Powered-By would (scripts/server.mjs drops them).
    expect(Object.keys(res.headers()).filter((name) => name.startsWith('x-nextjs-'))).toEqual([]);
    const csp = res.headers()['content-security-policy'];
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test('on an asset: long-lived caching', async ({ request, page }) => {
    await page.goto('/');
    const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const res = await request.get(src!);
    common(res.headers());
    expect(res.headers()['cache-control']).toContain('immutable');
  });

  test('the page and its scripts and styles arrive brotli-compressed', async ({ page, baseURL }) => {
    const encodings = new Map<string, string | null>();
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && res.url().startsWith(baseURL!)) {
        encodings.set(`${type} ${new URL(res.url()).pathname}`, await res.headerValue('content-encoding'));
      }
    });
    await page.goto('/expertise/docker');
    await page.waitForLoadState('networkidle');
    expect([...encodings.keys()].filter((k) => k.startsWith('script')).length).toBeGreaterThan(3);
    expect(encodings.get('document /expertise/docker')).toBe('br');
    for (const [what, encoding] of encodings) expect(encoding, what).toBe('br');
  });

  test('the staff pages and API answers isolate their opener; the public pages, the same for everyone, do not', async ({
    page,
    request,
  }) => {
    // The public pages go without: a navigation to a page with the header swaps the browsing context group, which
    // cost every public route 220-740 ms of Lighthouse's blocking time (src/lib/security/headers.mjs).
    for (const path of ['/staff', '/staff/sign-in', '/api/does-not-exist']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    // Also where the edge refuses before Next sees the request (pages are never posted to: 405).
    const refused = await request.post('/staff/sign-in', { data: 'x', maxRedirects: 0 });
    expect(refused.status()).toBe(405);
    expect(refused.headers()['cross-origin-opener-policy']).toBe('same-origin');
    for (const path of ['/', '/about', '/contact']) {
      expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBeUndefined();
    }
    // As an attacker's window sees it: a window it opens on a public page stays in reach; once that window goes to a
    // staff page, the handle is cut (closed, as far as the opener can tell).
    await page.goto('/about');
    // Listening before the window opens: a popup that opened first would be missed (on a busy machine it was).
    const opened = page.waitForEvent('popup');
    const handle = await page.evaluateHandle(() => window.open('/contact', 'opened')!);
    const popup = await opened;
    await popup.waitForLoadState();
    expect(await handle.evaluate((w) => w.closed)).toBe(false);
    await handle.evaluate((w) => w.location.assign('/staff/sign-in'));
    await expect.poll(() => handle.evaluate((w) => w.closed)).toBe(true);
  });

  test('on an API answer: never cached', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    common(res.headers());
    expect(res.headers()['cache-control']).toContain('no-store');
  });

  test('no route breaks its Content-Security-Policy', async ({ page }) => {
    test.setTimeout(ALL_ROUTES.length * 15_000);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    for (const route of ALL_ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
