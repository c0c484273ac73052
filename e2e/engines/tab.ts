/**
 * The journeys' tab: one browser of the engine under test (ENGINE) per journey file, opened before its first test and
 * closed after its last, on the server scripts/test/engines.mjs started (ENGINES_BASE_URL).
 */
import { afterAll, beforeAll } from 'vitest';
import { ENGINES, openTab, type Engine, type Tab } from './browser';

export const ENGINE = (process.env.ENGINE ?? 'firefox') as Engine;
if (!ENGINES.includes(ENGINE)) throw new Error(`ENGINE must be one of ${ENGINES.join(', ')}, not ${ENGINE}`);

export const BASE_URL = process.env.ENGINES_BASE_URL ?? '';
if (!BASE_URL) throw new Error('ENGINES_BASE_URL is not set: run the engine journeys with node scripts/test/engines.mjs');

/** The tab of this file's journeys: `const tab = engineTab();` at the top, then `tab()` in each test. */
export function engineTab(): () => Tab {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(ENGINE, BASE_URL);
  });
  afterAll(async () => {
    await tab?.close();
  });
  return () => {
    if (!tab) throw new Error('the browser did not open');
    return tab;
  };
}
