import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { staffContentCopy } from '../../src/content/staff';
import { rolePagePath } from '../../src/lib/careers/roles';
import type { Tab } from './browser';
import { named, pageErrors } from './dom';
import { addStaffAccount } from '../staff-account';
import { submitSignIn } from './sign-in';
import { BASE_URL, ENGINE, engineTab } from './tab';

/**
 * The editor's basics in this engine: an Editor signs in at the content pages, opens a role from its kind's list,
 * types into its intro (a multi-line field) and an expertise page's formatted text (the rich-text editor, followed by
 * the live preview beside the form), saves each draft, publishes it, and the public page has the words within seconds. Each engine edits items of its own (the
 * engines run at once against one server).
 */
const tab = engineTab();

const ROLE = { firefox: 'Digital Marketing', webkit: 'Frontend Developer', chromium: 'Flutter Developer' }[ENGINE];
/** An expertise page of this engine's own: its title in the list, its address. */
const PAGE = {
  firefox: { title: 'Backend Development', path: '/expertise/backend' },
  webkit: { title: 'Real-Time Apps', path: '/expertise/real-time-apps' },
  chromium: { title: 'SaaS Product Development', path: '/expertise/saas' },
}[ENGINE];
const form = staffContentCopy.form;

/** This engine's Editor, made once for both tests (`npm run staff -- add … editor`). */
let editor: string | undefined;
const editorEmail = () => (editor ??= addStaffAccount(process.env.ENGINES_DATA_DIR, `${ENGINE}-editor`, 'editor'));

/**
 * Opens the staff page `path` as the Editor: signed in already, it is there; otherwise the sign-in it redirects to
 * takes the Editor's address and password and brings them back to `path` (30 s: the password's hash and the page's
 * render on a machine running four browsers). Each test signs in this way when it has to, so one that fails leaves the
 * next its own start.
 */
async function openAsEditor(page: Tab, path: string) {
  await page.goto(path);
  if (!(await page.path()).startsWith('/staff/sign-in')) return;
  expect(await page.path()).toBe(`/staff/sign-in?next=${encodeURIComponent(path)}`);
  await submitSignIn(page, editorEmail());
  await page.waitFor(
    { what: `${path} after the sign-in`, timeoutMs: 30_000 },
    (path: string) => location.pathname === path && !!document.querySelector('main table a') && document.documentElement.hasAttribute('data-hydrated'),
    path,
  );
}

/** Save draft, then Publish, each waited for in the bar's own status line. */
async function saveAndPublish(page: Tab) {
  await page.click(await named(page, 'button', form.saveDraft));
  await page.waitFor('the draft saved', () => /^Draft saved/.test(document.querySelector('[role="group"] [role="status"]')?.textContent?.trim() ?? ''));
  await page.click(await named(page, 'button', form.publish));
  await page.waitFor('the publish', (published: string) => document.querySelector('[role="group"] [role="status"]')?.textContent?.trim() === published, form.published);
}

/** Whether one of `paths` has `words` for a visitor within 15 s (publish is live everywhere in seconds). */
async function liveOn(paths: string[], words: string): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const pages = await Promise.all(paths.map(async (path) => (await fetch(BASE_URL + path, { signal: AbortSignal.timeout(10_000) })).text()));
    if (pages.some((html) => html.includes(words))) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Starts noting what moves the page from here on: scrolls (and what called scrollTo, scrollBy, scrollIntoView or
 * focus), changes of the page's height, presses of the mouse and where focus goes; `movesSoFar` reads the notes. A
 * journey that waits for the caret names them when it does not come.
 */
async function recordMoves(page: Tab) {
  await page.evaluate(() => {
    const w = window as unknown as { __moves: string[] };
    w.__moves = [];
    const t0 = performance.now();
    const note = (what: string) => w.__moves.push(`${Math.round(performance.now() - t0)} ms, at ${Math.round(scrollY)}: ${what}`);
    const caller = () => (new Error().stack ?? '').split('\n').slice(2, 4).join(' < ');
    const wrap = (on: object, name: string) => {
      const original = (on as Record<string, (...a: unknown[]) => unknown>)[name]!;
      (on as Record<string, unknown>)[name] = function (this: Element, ...a: unknown[]) {
        note(`${name}(${JSON.stringify(a).slice(0, 60)})${this?.id ? ` on #${this.id}` : ''} from ${caller()}`);
        return original.apply(this, a);
      };
    };
    wrap(window, 'scrollTo');
    wrap(window, 'scrollBy');
    wrap(Element.prototype, 'scrollIntoView');
    wrap(HTMLElement.prototype, 'focus');
    addEventListener('scroll', () => note('scroll'), { capture: true, passive: true });
    addEventListener('mousedown', (event) => note(`mousedown at ${event.clientY} on ${(event.target as Element).id || (event.target as Element).tagName}`), true);
    addEventListener('focusin', (event) => note(`focus on ${(event.target as Element).id || (event.target as Element).tagName}`), true);
    new ResizeObserver(() => note(`page height ${document.documentElement.scrollHeight}`)).observe(document.body);
  });
}
const movesSoFar = (page: Tab) => page.evaluate(() => (window as unknown as { __moves?: string[] }).__moves?.join('; ') ?? 'none noted');

describe(`${ENGINE}: the content editor`, () => {
  test('an Editor opens a role, types into it, saves the draft and publishes it; the public page has the words', async () => {
    const page = tab();
    await page.resize(1440, 900);
    const words = `Engine words ${ENGINE} ${randomBytes(3).toString('hex')}.`;

    await openAsEditor(page, '/staff/content/role');

    await page.click(await named(page, 'main table a', ROLE));
    await page.waitFor("the role's form, hydrated", (role: string) => document.querySelector('h1')?.textContent?.includes(role) && document.documentElement.hasAttribute('data-hydrated'), ROLE);
    const intro = await named(page, 'main textarea', /intro/i);
    await page.type(intro, ` ${words}`);
    await page.waitFor('the form to know it changed', (unsaved: string) => document.querySelector('[role="group"] [role="status"]')?.textContent?.trim() === unsaved || /saved/.test(document.querySelector('[role="group"] [role="status"]')?.textContent ?? ''), form.unsaved);

    await saveAndPublish(page);
    // The role's description is on its own page, under /careers (a junior role) or /internships.
    const own = (['Junior', 'Internship'] as const).map((type) => rolePagePath({ type, title: ROLE }));
    expect(await liveOn(own, words), words).toBe(true);
    expect(await pageErrors(page)).toEqual([]);
  });

  test('the same Editor types into formatted text (an expertise page’s aside), sees it in the live preview, publishes it, and the page has it', async () => {
    const page = tab();
    const words = `Formatted engine words ${ENGINE} ${randomBytes(3).toString('hex')}`;
    await openAsEditor(page, '/staff/content/expertise-page');
    await page.click(await named(page, 'main table a', PAGE.title));
    await page.waitFor("the page's form, hydrated", (title: string) => document.querySelector('h1')?.textContent?.includes(title) && document.documentElement.hasAttribute('data-hydrated'), PAGE.title);
    // The rich-text editor loads as the form opens (its own chunk); its first paragraph is editable once Lexical has
    // taken it over (it marks its root). As a person does, the Editor clicks into it and starts typing once the caret
    // is there: keys that arrive before the editor has seen where the caret is are not text to it.
    const editable = 'main [contenteditable="true"][data-lexical-editor="true"]';
    await page.waitFor('the formatted text editor', (selector: string) => !!document.querySelector(selector), editable);
    // A person waits for the form to stop moving: every formatted-text field has its editor (one still loading is
    // shorter than the editor that replaces it) and the page's height and the field's place have held for a poll.
    await page.waitFor('every formatted-text editor loaded', (loading: string) => !document.querySelector('main')?.textContent?.includes(loading), form.richText.loading);
    await page.waitFor('the form to hold still', (selector: string) => {
      const w = window as unknown as { __layout?: string };
      const layout = `${document.documentElement.scrollHeight} ${document.querySelector(selector)?.getBoundingClientRect().top}`;
      const still = w.__layout === layout;
      w.__layout = layout;
      return still;
    }, editable);
    await recordMoves(page);
    // A person clicks a field they see: the window shows it whole, above the editor's bar fixed to its bottom.
    await page.evaluate((selector: string) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), editable);
    await page.click(editable);
    await page
      .waitFor(
        'the caret in the formatted text',
        (selector: string) => {
          const element = document.querySelector(selector);
          const selection = getSelection();
          return !!element && document.activeElement === element && !!selection?.anchorNode && element.contains(selection.anchorNode);
        },
        editable,
      )
      .catch(async (error: Error) => {
        // Name where focus and the caret were instead.
        const where = await page.evaluate((selector: string) => {
          const name = (n: Node | null | undefined): string => (n instanceof Element ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}` : n ? `${n.nodeName} in ${name(n.parentNode)}` : 'none');
          const element = document.querySelector(selector);
          const selection = getSelection();
          const box = element?.getBoundingClientRect();
          const hit = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
          return `focus: ${name(document.activeElement)}, caret: ${name(selection?.anchorNode)}, editable: ${name(element)} at ${box ? `${Math.round(box.top)}–${Math.round(box.bottom)} of ${innerHeight}` : '-'}, its centre shows ${name(hit)}, document has focus: ${document.hasFocus()}`;
        }, editable);
        throw new Error(`${error.message}; ${where}; since the scroll: ${await movesSoFar(page)}`);
      });
    await page.type(editable, ` ${words}`);
    await page.waitFor('the words in the editor', (w: string) => !!document.querySelector('main [contenteditable="true"]')?.textContent?.includes(w), words);
    // The live preview beside the form follows the unsaved form: the page, in draft mode, in a frame of this site.
    await page.click(await named(page, 'button', form.preview));
    await page.waitFor(
      'the live preview with the words',
      (w: string) => [...document.querySelectorAll('iframe')].some((f) => !!f.contentDocument?.querySelector('main')?.textContent?.includes(w)),
      words,
    );
    expect(await liveOn([PAGE.path], words), 'a visitor sees the draft before it is published').toBe(false);
    await saveAndPublish(page);
    expect(await liveOn([PAGE.path], words), words).toBe(true);
    expect(await pageErrors(page)).toEqual([]);
  });
});
