/**
 * Finding what a visitor would find, in any engine: elements by their accessible name (aria-label, else the labels or
 * the text a visitor reads) within a CSS selector, marked in the page so that the engine's own input can reach them.
 */
import type { Tab } from './browser';

/**
 * A selector for the first element that matches `selector`, is drawn, and whose name matches `name` (a string: the
 * whole name, trimmed; a RegExp: a match), waiting for it to appear (10 s).
 */
export async function named(tab: Tab, selector: string, name: string | RegExp): Promise<string> {
  const [source, flags, exact] = typeof name === 'string' ? [name, '', true] : [name.source, name.flags, false];
  const found = await tab.waitFor(
    `${selector} named ${String(name)}`,
    (selector: string, source: string, flags: string, exact: boolean) => {
      const nameOf = (element: Element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const text =
          element.getAttribute('aria-label') ??
          (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
          ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
          element.textContent ??
          '';
        return text.replace(/\s+/g, ' ').trim();
      };
      const matches = (text: string) => (exact ? text === source : new RegExp(source, flags).test(text));
      const element = [...document.querySelectorAll(selector)].find(
        (e) => e.getClientRects().length > 0 && matches(nameOf(e)),
      );
      if (!element) return null;
      const mark = element.getAttribute('data-engine-mark') ?? `m${Math.random().toString(36).slice(2)}`;
      element.setAttribute('data-engine-mark', mark);
      return `[data-engine-mark="${mark}"]`;
    },
    selector,
    source,
    flags,
    exact,
  );
  return found as string;
}

/** What the page has logged, less what the journey expects (none by default). */
export async function pageErrors(tab: Tab): Promise<string[]> {
  return (await tab.log()).filter((line) => line.startsWith('pageerror:') || line.startsWith('error:'));
}

/** Whether a dialog is open (drawn), and its name: the page keeps closed ones (the phone menu, drawn unseen). */
export const openDialog = (tab: Tab) =>
  tab.evaluate(() => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.getClientRects().length > 0);
    if (!dialog) return null;
    const labelledBy = dialog.getAttribute('aria-labelledby');
    return (dialog.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent) ?? '').trim();
  });
