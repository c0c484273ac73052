import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import {
  DEFAULT_TICKER_INTERVAL_MS,
  TICKER_FADE_MS,
  nextTickerIndex,
  tickerInterval,
  tickerPhases,
  tickerRotates,
  tickerSentence,
  tickerStateAt,
} from './ticker';

describe('ticker timing', () => {
  it('uses the spec constants (the footer\'s 3000 ms interval is content: site.footer.tickerIntervalMs)', () => {
    expect(site.footer.tickerIntervalMs).toBe(3000);
    expect(DEFAULT_TICKER_INTERVAL_MS).toBe(2000);
    expect(TICKER_FADE_MS).toBe(400);
  });

  it('falls back to 2000 ms when no interval is given', () => {
    expect(tickerInterval()).toBe(2000);
    expect(tickerInterval(0)).toBe(2000);
    expect(tickerInterval(3000)).toBe(3000);
  });

  it('does not rotate with fewer than 2 words', () => {
    expect(tickerRotates([])).toBe(false);
    expect(tickerRotates(['one'])).toBe(false);
    expect(tickerRotates(['one', 'two'])).toBe(true);
    expect(tickerStateAt(10_000, 1, 3000)).toEqual({ index: 0, visible: true });
  });

  it('wraps round to the first word', () => {
    expect(nextTickerIndex(0, 3)).toBe(1);
    expect(nextTickerIndex(2, 3)).toBe(0);
  });

  it('fades out 400 ms before the next word', () => {
    expect(tickerPhases(3000)).toEqual({ visibleMs: 2600, fadeMs: 400 });
    expect(tickerStateAt(0, 3, 3000)).toEqual({ index: 0, visible: true });
    expect(tickerStateAt(2599, 3, 3000)).toEqual({ index: 0, visible: true });
    expect(tickerStateAt(2600, 3, 3000)).toEqual({ index: 0, visible: false });
    expect(tickerStateAt(3000, 3, 3000)).toEqual({ index: 1, visible: true });
    expect(tickerStateAt(9000, 3, 3000)).toEqual({ index: 0, visible: true });
  });

  it('never fades with reduced motion, but still changes word each interval', () => {
    expect(tickerPhases(3000, { reducedMotion: true })).toEqual({ visibleMs: 3000, fadeMs: 0 });
    expect(tickerStateAt(2999, 3, 3000, { reducedMotion: true })).toEqual({ index: 0, visible: true });
    expect(tickerStateAt(3000, 3, 3000, { reducedMotion: true })).toEqual({ index: 1, visible: true });
  });

  it('gives screen readers one stable sentence', () => {
    expect(tickerSentence('We build', ['backend', 'web apps', 'cloud'])).toBe('We build backend, web apps, and cloud.');
    expect(tickerSentence('We build', ['backend'])).toBe('We build backend.');
  });
  it('lists the words as English does, whatever their number', () => {
    const words = ['backend', 'web apps', 'cloud', 'design', 'mobile'];
    for (let n = 1; n <= words.length; n++) {
      const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(words.slice(0, n));
      expect(tickerSentence('We build', words.slice(0, n))).toBe(`We build ${list}.`);
    }
  });
});
