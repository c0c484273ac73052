import { expect, test } from '@playwright/test';
import { ALL_ROUTES } from '../src/lib/routes';

/** One page of each template, for the font checks. */
const TEMPLATE_ROUTES = ['/', '/about', '/work', '/work/coral', '/expertise/docker', '/careers', '/plans-and-pricing', '/contact'];

/** The parts of a Chromium trace event the font checks read. */
type TraceEvent = {
  name: string;
  pid: number;
  ts: number;
  dur?: number;
  args?: { family_name?: string; data?: { styleSheetUrl?: string } };
};

test.describe('search engines', () => {
  test('every route has an absolute, unique canonical URL and Open Graph data', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const canonicals = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, route).toMatch(/^https?:\/\/[^/]+(\/|$)/);
      expect(new URL(canonical!).pathname, route).toBe(route);
      canonicals.add(canonical!);
      expect(/<meta property="og:url" content="https?:\/\//.test(html), `${route} og:url`).toBe(true);
      expect(/<meta property="og:image" content="https?:\/\//.test(html), `${route} og:image`).toBe(true);
      expect(html.includes('"@type":"Organization"'), `${route} Organization JSON-LD`).toBe(true);
    }
    expect(canonicals.size).toBe(ALL_ROUTES.length);
  });

  test('every route waits on a single stylesheet before its first paint (the shared one)', async ({ request }) => {
    test.setTimeout(ALL_ROUTES.length * 5_000);
    const sheets = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, route).toHaveLength(1);
      sheets.add(links[0]);
    }
    expect(sheets.size).toBe(1);
  });

  test('pages fetch only the core font file; a visitor’s accented name fetches the rest of Latin', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    // The unit test checks that all the copy is drawn by the core file.
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
    }
    expect(new Set(fonts.map((f) => f.replace(/[-.][^/]*$/, ''))), fonts.join()).toEqual(new Set(['/_next/static/media/inter_core']));
    await page.getByRole('form', { name: 'Let’s get started.' }).getByLabel('Name').first().fill('José Zoë Ångström');
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].find((f) => f.family === 'interExtension')?.status))
      .toBe('loaded');
    expect(fonts.some((f) => f.includes('inter_extension'))).toBe(true);
  });

  test('the sans text of each template is drawn by Inter itself, never by a system fallback font', async ({ page }) => {
    test.setTimeout(TEMPLATE_ROUTES.length * 15_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
      const fallbacks: string[] = [];
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        // Code samples are set in the system's monospace font on purpose.
        const system = fonts.filter((f) => !f.isCustomFont && !/mono/i.test(f.familyName));
        if (!system.length) continue;
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        fallbacks.push(`${system.map((f) => f.familyName).join('+')}: ${outerHTML.slice(0, 120)}`);
      }
      expect(fallbacks, route).toEqual([]);
    }
  });

  test('once Inter has arrived, the first render looks up no system font for the sans text', async ({ browser, baseURL }) => {
    // A traced load takes about 3 s here, with both cores busy: room for a slower machine.
    test.setTimeout(TEMPLATE_ROUTES.length * 15_000);
    // Each font the renderer looks up by family name is one `FontDataManager::onMatchFamilyStyle` trace event (on
    // Linux a round trip to the browser process, then one more per text size). With the unloaded extension face
    // first in the stack, Chromium resolved a system sans-serif for every text size during the first frame, even
    // with Inter already downloaded. The stylesheet is held back until Inter's preload has finished (at most 10 s:
    // a page that never fetches Inter then fails on "Inter was decoded" instead of hanging), so the first render can
    // use it. The trace covers the whole browser, whose own chrome:// pages look up system fonts too: only the page's
    // renderer process counts (the one that parsed the site's stylesheet), and only after it has Inter. Inter's
    // decoding (`DecodeFont`, on a worker thread) can still finish after the stylesheet is parsed on a busy machine,
    // and until the page is restyled for it (`InvalidateStyleAndLayoutForFontUpdates`) the text is drawn in the
    // fallback fonts, as it should be.
    // The monospace stack is looked up on purpose; its families come from the design token (--font-mono), compared
    // without case because Chromium asks for the generic family as "Monospace".
    const monospace = new Set<string>();
    const isMonospace = (family: string) => monospace.has(family.toLowerCase());
    const seen: string[] = [];
    for (const route of TEMPLATE_ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let fontArrived!: () => void;
      const inter = new Promise<void>((resolve) => (fontArrived = resolve));
      page.on('requestfinished', (r) => {
        if (r.url().includes('/inter_core')) fontArrived();
      });
      await page.route('**/*.css', async (css) => {
        await Promise.race([inter, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await css.continue();
      });
      await browser.startTracing(page, { categories: ['fonts', 'devtools.timeline', 'blink'] });
      await page.goto(route, { waitUntil: 'networkidle' });
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      if (!monospace.size) {
        const stack = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-mono'));
        for (const family of stack.split(',')) monospace.add(family.trim().replace(/^['"]|['"]$/g, '').toLowerCase());
      }
      await context.close();
      const styled = traceEvents.find(
        (e) => e.name === 'ParseAuthorStyleSheet' && e.args?.data?.styleSheetUrl?.startsWith(`${baseURL}/_next/`),
      );
      expect(styled, `${route}: the site's stylesheet was parsed`).toBeDefined();
      const renderer = traceEvents.filter((e) => e.pid === styled!.pid);
      const decoded = renderer.find((e) => e.name === 'DecodeFont');
      expect(decoded, `${route}: Inter was decoded`).toBeDefined();
      const after = Math.max(styled!.ts + (styled!.dur ?? 0), decoded!.ts + (decoded!.dur ?? 0));
      const ready = renderer.find((e) => e.name === 'StyleEngine::InvalidateStyleAndLayoutForFontUpdates' && e.ts > after);
      expect(ready, `${route}: the page was restyled for Inter`).toBeDefined();
      // The page was laid out after that, so an empty list below covers a real render, on every route.
      expect(renderer.some((e) => e.name === 'Layout' && e.ts > ready!.ts), `${route}: laid out with Inter`).toBe(true);
      const lookups = renderer
        .filter((e) => e.name === 'FontDataManager::onMatchFamilyStyle' && e.ts > ready!.ts)
        .map((e) => e.args?.family_name ?? '?');
      seen.push(...lookups);
      expect(lookups.filter((family) => !isMonospace(family)), route).toEqual([]);
    }
    // The expertise pages set their section numbers in the system monospace font: seeing that lookup proves the
    // trace reports lookups at all, so the empty lists above mean something.
    expect(seen.some(isMonospace)).toBe(true);
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
