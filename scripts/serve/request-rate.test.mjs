import { describe, expect, it } from 'vitest';
import { createRequestRate, parseRequestRate } from './request-rate.mjs';

describe('REQUEST_RATE_LIMIT', () => {
  it('defaults to 20 a second with ten seconds of burst, takes a number, and off', () => {
    expect(parseRequestRate(undefined)).toEqual({ perSecond: 20, burst: 200 });
    expect(parseRequestRate('5')).toEqual({ perSecond: 5, burst: 50 });
    expect(parseRequestRate('off')).toBeNull();
    expect(parseRequestRate('0')).toBeNull();
    expect(() => parseRequestRate('fast')).toThrow(/REQUEST_RATE_LIMIT/);
    expect(() => parseRequestRate('-3')).toThrow(/REQUEST_RATE_LIMIT/);
  });
});

describe('the per-address request rate', () => {
  it('lets a burst through, then one request per token as they refill, per address', () => {
    let t = 0;
    const rate = createRequestRate({ perSecond: 2, burst: 4, now: () => t });
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([0, 0, 0, 0]);
    expect(rate.take('a')).toBe(1);
    expect(rate.take('b')).toBe(0); // another address has its own bucket
    t += 500; // half a second: one token back
    expect(rate.take('a')).toBe(0);
    expect(rate.take('a')).toBe(1);
    t += 10_000;
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([0, 0, 0, 0]); // refilled to the burst, no more
    expect(rate.take('a')).toBe(1);
  });

  it('takes more tokens for a request that costs more (a write), and says when there will be enough', () => {
    let t = 0;
    const rate = createRequestRate({ perSecond: 1, burst: 10, now: () => t });
    expect(rate.take('a', 5)).toBe(0);
    expect(rate.take('a', 5)).toBe(0);
    expect(rate.take('a', 5)).toBe(5);
    t += 2_000;
    expect(rate.take('a', 5)).toBe(3);
    expect(rate.take('a')).toBe(0); // a read still passes on the two tokens back
  });

  it('says how many whole seconds until the next token', () => {
    let t = 0;
    const rate = createRequestRate({ perSecond: 0.25, burst: 1, now: () => t });
    expect(rate.take('a')).toBe(0);
    expect(rate.take('a')).toBe(4);
    t += 3_000;
    expect(rate.take('a')).toBe(1);
  });

  it('forgets full buckets, and keeps at most maxAddresses', () => {
    let t = 0;
    const rate = createRequestRate({ perSecond: 1, burst: 2, maxAddresses: 3, now: () => t });
    for (const a of ['a', 'b', 'c', 'd']) rate.take(a);
    expect(rate.size()).toBe(3);
    t += 5_000;
    rate.sweep();
    expect(rate.size()).toBe(0);
  });
});
