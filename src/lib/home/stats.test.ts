import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, countUpValue, formatStatNumber, splitStat } from './stats';

describe('splitStat', () => {
  it('splits a trailing plus sign from the number', () => {
    expect(splitStat('80+')).toEqual({ value: 80, suffix: '+', decimals: 0, grouped: false });
  });
  it('reads grouped thousands', () => {
    expect(splitStat('15,000+')).toEqual({ value: 15000, suffix: '+', decimals: 0, grouped: true });
  });
  it('keeps a bare number with an empty suffix', () => {
    expect(splitStat('50')).toEqual({ value: 50, suffix: '', decimals: 0, grouped: false });
  });
  it('keeps decimals and other suffixes', () => {
    expect(splitStat('4.9/5')).toEqual({ value: 4.9, suffix: '/5', decimals: 1, grouped: false });
    expect(splitStat('98%').suffix).toBe('%');
  });
  it('refuses a title without a number', () => {
    expect(() => splitStat('many')).toThrow(/start with a number/);
  });
});

describe('formatStatNumber', () => {
  it('writes the number as the title does', () => {
    expect(formatStatNumber(15000, splitStat('15,000+'))).toBe('15,000');
    expect(formatStatNumber(1500, splitStat('1500'))).toBe('1500');
    expect(formatStatNumber(4.9, splitStat('4.9'))).toBe('4.9');
  });
  it('agrees with the en-US number format, grouped or not, with decimals or not', () => {
    for (const grouped of [true, false])
      for (const decimals of [0, 1, 2])
        for (const value of [0, 7, 999, 1000, 15000, 999999, 1234567, 4.9, 12.35, 1000.5, 98765.43]) {
          const expected = value.toLocaleString('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: grouped,
          });
          expect(formatStatNumber(value, { decimals, grouped }), `${value} ${decimals} ${grouped}`).toBe(expected);
        }
  });
});

describe('countUpValue', () => {
  it('starts at 0', () => {
    expect(countUpValue(80, 0)).toBe(0);
    expect(countUpValue(80, -5)).toBe(0);
  });
  it('counts over 2.5 s', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2500);
    const mid = countUpValue(80, 1250);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(80);
    expect(countUpValue(80, 2499)).toBeLessThanOrEqual(80);
  });
  it('never goes backwards', () => {
    let last = 0;
    for (let t = 0; t <= 2600; t += 16) {
      const v = countUpValue(15000, t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });
  it('ends exactly on the target', () => {
    expect(countUpValue(80, 2500)).toBe(80);
    expect(countUpValue(15000, 2500)).toBe(15000);
    expect(countUpValue(4.9, 9999, 1)).toBe(4.9);
  });
  it('rounds to whole numbers in between unless the title has decimals', () => {
    expect(Number.isInteger(countUpValue(15000, 777))).toBe(true);
    expect(countUpValue(4.9, 1000, 1) * 10).toBeCloseTo(Math.round(countUpValue(4.9, 1000, 1) * 10));
  });
});
