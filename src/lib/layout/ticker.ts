/**
 * The footer word ticker's timing (SPEC section 4, "Footer word ticker"): pure, so it is tested without a browser.
 */

/** Used when the content gives no interval (the footer's own, 3000 ms, is in src/content/site.ts). */
export const DEFAULT_TICKER_INTERVAL_MS = 2000;
/** The word fades out this long before the next one appears. */
export const TICKER_FADE_MS = 400;

/** The interval to use: the configured one, or the default when none (or a nonsensical one) is given. */
export function tickerInterval(intervalMs?: number): number {
  return intervalMs !== undefined && Number.isFinite(intervalMs) && intervalMs > 0 ? intervalMs : DEFAULT_TICKER_INTERVAL_MS;
}

/** A ticker rotates only with two words or more. */
export function tickerRotates(words: readonly string[]): boolean {
  return words.length >= 2;
}

/** The word after `index`, wrapping round. */
export function nextTickerIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * How long a word stays fully visible and how long it fades before the next word.
 * With reduced motion there is no fade: the word simply changes once per interval.
 */
export function tickerPhases(intervalMs: number, { reducedMotion = false } = {}): { visibleMs: number; fadeMs: number } {
  const fadeMs = reducedMotion ? 0 : Math.min(TICKER_FADE_MS, intervalMs);
  return { visibleMs: intervalMs - fadeMs, fadeMs };
}

/** What the ticker shows `elapsedMs` after it started: the word's index and whether it is visible (not fading out). */
export function tickerStateAt(
  elapsedMs: number,
  count: number,
  intervalMs: number,
  opts: { reducedMotion?: boolean } = {},
): { index: number; visible: boolean } {
  if (count < 2) return { index: 0, visible: true };
  const { visibleMs } = tickerPhases(intervalMs, opts);
  const t = Math.max(0, elapsedMs);
  return { index: Math.floor(t / intervalMs) % count, visible: t % intervalMs < visibleMs };
}

/** The stable sentence screen readers get instead of the changing word: "We build backend, web apps, and cloud." */
export function tickerSentence(lead: string, words: readonly string[]): string {
  // English's "a, b, and c" by hand: the footer renders this on every page, and the first Intl formatter a page
  // makes loads locale data (about 17 ms of main thread here, during hydration).
  const list =
    words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
  return `${lead} ${list}.`.replace(/\s+/g, ' ').trim();
}
