/**
 * One tab of a real browser, the same few verbs in every engine, so each engine journey (e2e/engines/*.journey.ts) is
 * written once:
 * - Firefox ESR (Debian's `firefox-esr`) over WebDriver BiDi, with puppeteer-core;
 * - WebKitGTK (Debian's `webkit2gtk-driver`: WebKitWebDriver and MiniBrowser) over classic WebDriver, with
 *   selenium-webdriver, in an Xvfb display of its own;
 * - Chromium (Debian's, as the Playwright journeys use) over CDP with puppeteer-core: the engine the journeys were
 *   written against, to check a journey itself (ENGINE=chromium; `npm test` runs Chromium's Playwright journeys).
 * Clicks and keys are the engines' own input (WebDriver element click and key actions, puppeteer's mouse and
 * keyboard), not events dispatched by a script. What a page logs and whether Inter moved anything (RECORDER) is
 * recorded by a script in the page: a preload script in Firefox and Chromium; in WebKit, whose classic WebDriver has
 * none, it is put in as soon as the new document exists (navigation returns at once), before the page's own scripts,
 * which start after the first paint.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser as PuppeteerBrowser, type KeyInput, type Page } from 'puppeteer-core';
import { Capabilities, Key, Origin, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { freePort } from '../../scripts/lib/production-server.mjs';
import { startVirtualDisplay } from './display';

export type Engine = 'firefox' | 'webkit' | 'chromium';
export const ENGINES: readonly Engine[] = ['firefox', 'webkit', 'chromium'];

/** The keys the journeys press. */
export type KeyName = 'Escape' | 'Enter' | 'Tab' | 'Shift+Tab' | 'ArrowDown' | 'ArrowUp' | 'Space';

/** What a page logged: console.error/warn (`error: …`, `warn: …`) and uncaught errors (`pageerror: …`). */
type Log = string[];

/** What a wait is for, in words, and how long it may take when not the default 10 s. */
type Wait = string | { what: string; timeoutMs: number };
const waitWords = (wait: Wait) => (typeof wait === 'string' ? wait : wait.what);
const waitMs = (wait: Wait) => (typeof wait === 'string' ? undefined : wait.timeoutMs);

/** A function run in the page: self-contained (no closures), arguments and result JSON-serialisable. */
type PageFunction<A extends unknown[], T> = (...args: A) => T | Promise<T>;

export interface Tab {
  engine: Engine;
  /** Opens `path` (on the journeys' server) and waits until the page has loaded and React has hydrated it. */
  goto(path: string): Promise<void>;
  /** The address, path and query (`/work/coral?x`). */
  path(): Promise<string>;
  back(): Promise<void>;
  evaluate<A extends unknown[], T>(fn: PageFunction<A, T>, ...args: A): Promise<T>;
  /** Runs a script's source in the page as the automation runs it (not subject to the page's CSP): a library to add. */
  run(source: string): Promise<void>;
  /** Chooses the option whose text is `label` in the select `selector`, as a visitor does. */
  select(selector: string, label: string): Promise<void>;
  /**
   * Runs `fn` in the page until it returns something truthy (10 s, or `what.timeoutMs`) and returns that; fails with
   * `what`.
   */
  waitFor<A extends unknown[], T>(what: Wait, fn: PageFunction<A, T>, ...args: A): Promise<T>;
  /** A real click at the middle of the first element `selector` matches (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** A real click at a point of the view (CSS pixels from its top left). */
  clickAt(x: number, y: number): Promise<void>;
  /** A key pressed where the focus is. */
  press(key: KeyName): Promise<void>;
  /** Text typed into a field, as keys. */
  type(selector: string, text: string): Promise<void>;
  /** Files chosen in a file input. */
  upload(selector: string, files: string[]): Promise<void>;
  /** The view's size in CSS pixels; returns what the engine gave (WebKitGTK's window is at least 447 px wide). */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  screenshot(file: string): Promise<void>;
  /** What the page has logged since it was opened (see Log). */
  log(): Promise<Log>;
  close(): Promise<void>;
}

/**
 * Records, in the page, what a visitor would notice and a journey reads back:
 * - what the page logs into window.__engineLog (console.error/warn, uncaught errors and rejections);
 * - whether the page's faces changing moved what is in view, into window.__fontShifts: the layout of what is in view
 *   is read as the page adds its first font face of a task (document.fonts.add), and again when `<html data-fonts>`
 *   turns 'inter'; a node (a block's top left, a line's left and middle) counts as shifted when it moved 3 CSS px or
 *   more both in the view and in the page (the
 *   Layout Instability API's rule, which only Chromium implements), in view before or after, and not animating.
 *   Inter turning up without a face added first is recorded as a failure too (the journey could not see it arrive);
 * - why Inter still waits, into window.__fontWaits: when the page takes its faces back out (document.fonts.delete,
 *   FontSwap finding that they moved something in view), what they moved, by the same rule.
 * A string: it also runs as a preload script.
 */
const RECORDER = `(() => {
  if (window.__engineLog) return;
  const log = (window.__engineLog = []);
  const text = (value) => {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => { log.push(level + ': ' + args.map(text).join(' ')); original(...args); };
  }
  addEventListener('error', (event) => log.push('pageerror: ' + (event.error ? text(event.error) : event.message)));
  addEventListener('unhandledrejection', (event) => log.push('pageerror: unhandled ' + text(event.reason)));

  const shifts = (window.__fontShifts = []);
  const describe = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  };
  const moving = (element) => {
    for (let e = element; e; e = e.parentElement) {
      if (e.getAnimations && e.getAnimations().some((a) => a.playState === 'running')) return true;
    }
    return false;
  };
  /** Drawn nowhere a visitor sees: in a box of a pixel or less (a visually hidden label's), at any depth. */
  const unseen = (element) => {
    for (let e = element; e && e !== document.body; e = e.parentElement) {
      const box = e.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(e).overflow !== 'visible') return true;
    }
    return false;
  };
  // Where a node is read: a block's top left; a line of text's left and its middle, which stays with the baseline
  // when a face's own ascent and descent make the line's box taller or shorter around it (WebKit has no
  // ascent-override) while the words stay put.
  const where = (node, box) =>
    node.nodeType === 3 || getComputedStyle(node).display === 'inline' ? { x: box.x, y: box.y + box.height / 2 } : { x: box.x, y: box.y };
  const snapshot = () => {
    const boxes = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.nodeType === 1 ? node : node.parentElement;
      if (node.nodeType === 3 && !node.nodeValue.trim()) continue;
      let box;
      if (node.nodeType === 1) box = node.getBoundingClientRect();
      else { range.selectNodeContents(node); box = range.getClientRects()[0]; }
      if (!box || (box.width === 0 && box.height === 0)) continue;
      if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || moving(element) || unseen(element)) continue;
      boxes.set(node, where(node, box));
    }
    return { boxes, scrollY, scrollX };
  };
  let before = null;
  let pending = false;
  const add = FontFaceSet.prototype.add;
  FontFaceSet.prototype.add = function (face) {
    if (!pending) {
      pending = true;
      before = snapshot();
      setTimeout(() => (pending = false));
    }
    return add.call(this, face);
  };
  /** What moved between \`before\` and the layout now, a line each; \`drawn\`: also a move of 3 px at whole pixels (FontSwap's rule). */
  const moves = (drawn) => {
    const found = [];
    const now = snapshot();
    const scrolled = { x: now.scrollX - before.scrollX, y: now.scrollY - before.scrollY };
    const far = (dx, dy, was, is) => Math.abs(dx) >= 3 || Math.abs(dy) >= 3 || (drawn && was && (Math.abs(Math.round(is.x) - Math.round(was.x)) >= 3 || Math.abs(Math.round(is.y) - Math.round(was.y)) >= 3));
    const seen = new Set([...before.boxes.keys(), ...now.boxes.keys()]);
    for (const node of seen) {
      const was = before.boxes.get(node);
      let is = now.boxes.get(node);
      if (!was || !node.isConnected) continue;
      if (!is) {
        const element = node.nodeType === 1 ? node : node.parentElement;
        if (moving(element)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = node.nodeType === 1 ? node.getBoundingClientRect() : range.getClientRects()[0];
        if (!box) continue;
        is = where(node, box);
      }
      const dx = is.x - was.x;
      const dy = is.y - was.y;
      if (far(dx, dy, was, is) && far(dx + scrolled.x, dy + scrolled.y)) {
        found.push(describe(node) + ': ' + is.x.toFixed(2) + ',' + is.y.toFixed(2) + ' was ' + was.x.toFixed(2) + ',' + was.y.toFixed(2));
      }
    }
    return found;
  };
  const compare = () => {
    if (!before) return shifts.push('Inter arrived but no font face was added first: its arrival was not seen');
    shifts.push(...moves(false));
  };
  window.__fontWaits = [];
  let taking = false;
  const remove = FontFaceSet.prototype.delete;
  FontFaceSet.prototype.delete = function (face) {
    if (!taking && before) {
      taking = true;
      window.__fontWaits = moves(true).slice(0, 8);
      setTimeout(() => (taking = false));
    }
    return remove.call(this, face);
  };
  new MutationObserver(() => {
    if (document.documentElement.dataset.fonts === 'inter' && !window.__interSeen) {
      window.__interSeen = true;
      compare();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-fonts'] });
})();`;

const HYDRATED = () => document.documentElement.hasAttribute('data-hydrated');

const DEFAULT_WAIT_MS = 10_000;

/**
 * The longest one WebDriver command may take before the journey fails naming it (WebKit): a command the driver never
 * answers would otherwise hold its test until the test's own timeout, which names nothing.
 */
const COMMAND_MS = 30_000;

/** `work`, or a failure naming `what` once `ms` have passed without its answer. */
function within<T>(what: string, work: Promise<T>, ms = COMMAND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKitWebDriver did not answer ${what} in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function poll<T>(what: string, check: () => Promise<T>, timeoutMs = DEFAULT_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The source of a page function as a script body that calls it with the script's arguments. */
const asScript = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments)`;

/**
 * Opens a browser of `engine` (a fresh profile: an empty HTTP cache) with one tab on `baseURL`. `initScript`, a
 * script's source, runs in every document the tab opens, as early as RECORDER does (scripts/bench/fonts.mjs records
 * each frame with it).
 */
export async function openTab(engine: Engine, baseURL: string, initScript = ''): Promise<Tab> {
  const early = `${RECORDER};${initScript}`;
  return engine === 'webkit' ? openWebKit(baseURL, early) : openPuppeteer(engine, baseURL, early);
}

async function openPuppeteer(engine: 'firefox' | 'chromium', baseURL: string, early: string): Promise<Tab> {
  const browser: PuppeteerBrowser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          // Autoplay of muted video, as Firefox's defaults allow it (the profile puppeteer makes blocks media).
          extraPrefsFirefox: { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0 },
        })
      : await puppeteer.launch({ browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 1440, height: 900 });
  await page.evaluateOnNewDocument(early);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`));
  const tab: Tab = {
    engine,
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
      await poll(`${path} to hydrate`, () => page.evaluate(HYDRATED));
    },
    async path() {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    async back() {
      await page.goBack();
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async run(source) {
      await page.evaluate(source);
    },
    async select(selector, label) {
      const value = await page.$eval(selector, (select, label) => [...(select as HTMLSelectElement).options].find((o) => o.text.trim() === label)?.value, label);
      if (value === undefined) throw new Error(`no option ${label} in ${selector}`);
      await page.select(selector, value);
    },
    waitFor: (what, fn, ...args) => poll(waitWords(what), () => page.evaluate(fn as never, ...(args as unknown as never[])) as never, waitMs(what)),
    async click(selector) {
      await poll(`${selector} to be there`, () => page.$(selector));
      await page.click(selector);
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async press(key) {
      // Firefox over BiDi: once focus has moved by Tab, Enter and Space reach the focused button (keydown, keypress,
      // keyup, all trusted) but the button is not activated (no click), whatever gave it the focus; a link still follows
      // Enter, and a visitor's Firefox activates the button. So there, after the real keys, a button that got no click
      // gets the click its keys stand for (HTMLElement.click(), the button's activation behaviour), and nothing else.
      const activation = engine === 'firefox' && (key === 'Enter' || key === 'Space');
      if (activation) {
        await page.evaluate(() => {
          const w = window as unknown as { __engineClicked?: boolean };
          w.__engineClicked = false;
          addEventListener('click', () => (w.__engineClicked = true), { capture: true, once: true });
        });
      }
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
      if (activation) {
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (!(window as unknown as { __engineClicked?: boolean }).__engineClicked && focused instanceof HTMLButtonElement) focused.click();
        });
      }
    },
    async type(selector, text) {
      await page.click(selector);
      await page.keyboard.type(text);
    },
    async upload(selector, files) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await (input as unknown as { uploadFile: (...paths: string[]) => Promise<void> }).uploadFile(...files);
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async log() {
      const inPage = await page.evaluate(() => (window as unknown as { __engineLog?: string[] }).__engineLog ?? []);
      return [...inPage, ...pageErrors.filter((error) => !inPage.includes(error))];
    },
    async close() {
      await browser.close();
    },
  };
  return tab;
}

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  'Shift+Tab': Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Space: Key.SPACE,
};

async function openWebKit(baseURL: string, early: string): Promise<Tab> {
  const display = await startVirtualDisplay();
  const port = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name, GDK_BACKEND: 'x11', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    stdio: 'ignore',
  });
  const driverExited = new Promise<void>((resolve) => driverProcess.once('exit', () => resolve()));
  const stop = async () => {
    if (driverProcess.exitCode === null && driverProcess.signalCode === null) driverProcess.kill('SIGTERM');
    await driverExited;
    await display.stop();
  };
  let driver: WebDriver;
  try {
    const executor = new Executor(new HttpClient(`http://127.0.0.1:${port}`));
    driver = await poll(
      'WebKitWebDriver to start a session',
      async () => {
        const session = WebDriver.createSession(
          executor,
          // Navigation returns at once: the recorder goes in before the page's scripts run (they start after its first
          // paint, scripts/build/hydrate-after-paint.mjs).
          new Capabilities({ pageLoadStrategy: 'none', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } }),
        );
        await session.getSession();
        return session;
      },
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const run = <T>(fn: (...args: never[]) => unknown, args: unknown[]) => within('a script', driver.executeScript<T>(asScript(fn), ...args));
  const script = <T>(source: string) => within('a script', driver.executeScript<T>(source));
  const element = async (selector: string): Promise<WebElement> =>
    poll(`${selector} to be there`, async () => (await within(`finding ${selector}`, driver.findElements({ css: selector })))[0]);
  /** Puts the recorder into the document that replaces the one marked as left, as soon as it exists; waits for hydration. */
  const enterNewDocument = async (path: string) => {
    await poll(`${path} to start loading`, () =>
      script<boolean>(`if (window.__engineLeft || !document.documentElement) return false; ${early}; return true`),
    );
    await poll(`${path} to load`, () => script<boolean>("return document.readyState === 'complete'"), 60_000);
    await poll(`${path} to hydrate`, () => run<boolean>(HYDRATED, []));
  };
  /** The window's chrome (MiniBrowser's toolbar), added to the view's size to set the window's. */
  let chrome = { width: 0, height: 0 };
  const tab: Tab = {
    engine: 'webkit',
    async goto(path) {
      await script('window.__engineLeft = true');
      await within(`opening ${path}`, driver.get(new URL(path, baseURL).href));
      await enterNewDocument(path);
    },
    async path() {
      const url = new URL(await within('the address', driver.getCurrentUrl()));
      return url.pathname + url.search;
    },
    async back() {
      await script('window.__engineLeft = true');
      await within('going back', driver.navigate().back());
      // Back may keep the document (a client-side route, the back-forward cache) or load it again.
      await poll('the page to go back', () => script<boolean>(`if (!window.__engineLeft) { ${early} } return document.readyState === 'complete'`));
    },
    evaluate: (fn, ...args) => run(fn as never, args),
    async run(source) {
      await script(source);
    },
    async select(selector, label) {
      const select = await element(selector);
      await within(`a click on ${selector}`, select.click());
      const options = await within(`the options of ${selector}`, select.findElements({ css: 'option' }));
      for (const option of options) {
        if ((await within('an option', option.getText())).trim() === label) return within(`a click on ${label}`, option.click());
      }
      throw new Error(`no option ${label} in ${selector}`);
    },
    waitFor: (what, fn, ...args) => poll(waitWords(what), () => run(fn as never, args), waitMs(what)),
    async click(selector) {
      const target = await element(selector);
      await within(`a click on ${selector}`, target.click());
    },
    async clickAt(x, y) {
      await within(`a click at ${x},${y}`, driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform());
    },
    async press(key) {
      const actions = driver.actions();
      if (key === 'Shift+Tab') await within(key, actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform());
      else await within(key, actions.sendKeys(KEYS[key]).perform());
    },
    async type(selector, text) {
      const field = await element(selector);
      await within(`typing into ${selector}`, field.sendKeys(text));
    },
    async upload(selector, files) {
      const input = await element(selector);
      await within(`choosing files in ${selector}`, input.sendKeys(files.join('\n')));
    },
    async resize(width, height) {
      const size = () => script<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
      // The window manager under Xvfb applies a new size a moment after setRect returns: the page's size is read once
      // it is the one asked for, or has stopped changing for three looks in a row (WebKitGTK's narrowest is 447 px),
      // within 3 s.
      const settled = async () => {
        let last = await size();
        let steady = 0;
        const taken = await poll(
          'the window to take its new size',
          async () => {
            const now = await size();
            steady = now.width === last.width && now.height === last.height ? steady + 1 : 0;
            last = now;
            return (now.width === width && now.height === height) || steady >= 3 ? now : null;
          },
          3_000,
        ).catch(() => null);
        return taken ?? last;
      };
      await within('a resize', driver.manage().window().setRect({ width: width + chrome.width, height: height + chrome.height }));
      const view = await settled();
      const rect = await within("the window's size", driver.manage().window().getRect());
      chrome = { width: rect.width - view.width, height: rect.height - view.height };
      if (view.width !== width || view.height !== height) {
        await within('a resize', driver.manage().window().setRect({ width: width + chrome.width, height: height + chrome.height }));
        return settled();
      }
      return view;
    },
    async screenshot(file) {
      await writeFile(file, await within('a screenshot', driver.takeScreenshot()), 'base64');
    },
    async log() {
      return script<string[]>('return window.__engineLog ?? []');
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await stop();
      }
    },
  };
  return tab;
}
