import { expect, recordLayoutShifts, test, type Page } from './fixtures';
import { FONT_RECORDER, interFrom, isInter, readFonts } from './engines/font-recorder';
import { ALL_ROUTES } from '../src/lib/seo/routes';

/** Every element of a page but its code samples (a <code> and everything in it), which are set in the system monospace. */
const OUTSIDE_CODE = 'body *:not(code, code *)';

/** One page of each template, for the font checks. */
const TEMPLATE_ROUTES = ['/', '/about', '/work', '/work/coral', '/expertise/docker', '/our-process', '/careers', '/plans-and-pricing', '/contact'];

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
      // The site's Organization (the only one with a legalName; a job posting's hiringOrganization points to it).
      expect(html.split('"legalName"').length - 1, `${route} Organization JSON-LD`).toBe(1);
      // The page's inline React data repeats its markup once. A root layout with a second slot (@modal) made Next
      // render it twice there, header, footer and JSON-LD included: 170 bytes more on every page, over the first
      // round trip on the home page. The slot lives in the (site) route group instead.
      expect(html.split('\\"legalName\\"').length - 1, `${route} Organization JSON-LD in the inline data`).toBe(1);
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

  test('no route waits on a stylesheet before its first paint: each carries the one shared stylesheet inline', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const sheets = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      // No render-blocking link (the page finisher, scripts/build/lib/inline-css.mjs, keeps Next's link, disabled, for React to adopt).
      expect(html.match(/<link rel="stylesheet"[^>]*>/g) ?? [], route).toEqual([expect.stringContaining('disabled=""')]);
      const inline = [...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
      expect(inline, route).toHaveLength(1);
      sheets.add(inline[0][1] + inline[0][2]);
    }
    expect(sheets.size).toBe(1);
  });

  test('every page preloads Inter’s core, and Inter’s faces are font-display: optional', async ({ page, request }) => {
    for (const route of TEMPLATE_ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<link rel="preload" href="\/_next\/static\/media\/inter_core[^"]*\.woff2" as="font"/);
    }
    await page.goto('/');
    const display = await page.evaluate(() => {
      const faces: Record<string, string> = {};
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (rule instanceof CSSFontFaceRule) faces[rule.style.getPropertyValue('font-family').replace(/['"]/g, '')] = rule.style.getPropertyValue('font-display');
        }
      }
      return faces;
    });
    expect([display.inter, display.interExtension]).toEqual(['optional', 'optional']);
  });

  test('pages fetch only the core font file; a visitor’s accented name fetches the rest of Latin', async ({ page }) => {
    test.setTimeout(TEMPLATE_ROUTES.length * 15_000);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    // The unit test checks that all the copy is drawn by the core file.
    for (const route of TEMPLATE_ROUTES) await page.goto(route, { waitUntil: 'networkidle' });
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
    test(`at ${width} px, a page whose Inter comes late keeps the faces it painted with, and nothing moves`, async ({ page }) => {
      // font-display: optional (src/app/fonts.ts): Inter not there by the first paint does not draw that page; its
      // fallback faces (src/app/fonts/fallback.css) do, to the end.
      test.setTimeout(TEMPLATE_ROUTES.length * 10_000);
      await page.setViewportSize({ width, height });
      await page.addInitScript(FONT_RECORDER);
      const inter = await holdInterCore(page);
      const shifts = await recordLayoutShifts(page);
      for (const route of TEMPLATE_ROUTES) {
        inter.hold();
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const before = (await shifts()).length;
        inter.release();
        await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
        // Late ones too: a shift is reported after the frame it was drawn in.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
        expect((await shifts()).slice(before), route).toEqual([]);
        const reading = await page.evaluate(readFonts);
        expect(reading.moves, route).toEqual([]);
        expect(isInter(reading.now, reading.reference), `${route}: Inter swapped in late`).toBe(false);
      }
    });
  }

  test('the next page is drawn in Inter from its first paint', async ({ page }) => {
    await page.addInitScript(FONT_RECORDER);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const reading = await page.evaluate(readFonts);
      const from = interFrom(reading);
      expect(from, `${route}: Inter never drew the page`).not.toBeNull();
      expect(from!, `${route}: Inter came after the first paint`).toBeLessThanOrEqual(reading.fcp! + 1);
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
    // A visitor's first page may miss Inter (font-display: optional); the next ones have it cached.
    await page.goto(TEMPLATE_ROUTES[0], { waitUntil: 'networkidle' });
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
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
