// Unit tests of client-address.mjs: address normalisation, TRUST_PROXY rules and reading X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { addressBucket, isTrustedProxy, normalizeIp, parseTrustProxy, resolveClientAddress } from './client-address.mjs';

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5123', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:CB00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%j is %j', (raw, want) => expect(normalizeIp(raw)).toBe(want));

  it.each(['', 'unknown', '203.0.113', '203.0.113.256', '1.2.3.4.5', 'a'.repeat(4000), '<script>', '2001:db8::g', null, undefined])(
    'refuses %j',
    (raw) => expect(normalizeIp(raw)).toBeNull(),
  );
});

describe('parseTrustProxy', () => {
  it('trusts nobody by default', () => {
    for (const v of [undefined, '', 'false', '0', 'none']) expect(parseTrustProxy(v)).toBeNull();
  });
  it('reads a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    const rule = parseTrustProxy('10.0.0.0/8, 192.0.2.7, 2001:db8::/32, loopback');
    expect(isTrustedProxy(rule, '10.1.2.3')).toBe(true);
    expect(isTrustedProxy(rule, '192.0.2.7')).toBe(true);
    expect(isTrustedProxy(rule, '192.0.2.8')).toBe(false);
    expect(isTrustedProxy(rule, '2001:db8:1::5')).toBe(true);
    expect(isTrustedProxy(rule, '127.0.0.1')).toBe(true);
    expect(isTrustedProxy(rule, '::1')).toBe(true);
    expect(isTrustedProxy(rule, '203.0.113.1')).toBe(false);
  });
  it('stops on what it cannot read, and on "true" (which would trust every client)', () => {
    for (const v of ['true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', '::1/129', '0.0.0.0/0', '::/0']) expect(() => parseTrustProxy(v)).toThrow(/TRUST_PROXY/);
  });
});

describe('resolveClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.9', '203.0.113.1', null)).toBe('198.51.100.9');
    expect(resolveClientAddress('::ffff:198.51.100.9', undefined, null)).toBe('198.51.100.9');
  });
  it('with one trusted hop, is the right-most entry (the one the proxy appended)', () => {
    const rule = parseTrustProxy('1');
    expect(resolveClientAddress('127.0.0.1', 'spoofed, 203.0.113.1', rule)).toBe('203.0.113.1');
    expect(resolveClientAddress('127.0.0.1', undefined, rule)).toBe('127.0.0.1');
  });
  it('with a list, skips trusted hops from the right and stops at the first untrusted one', () => {
    const rule = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 203.0.113.5, 10.0.0.2', rule)).toBe('203.0.113.5');
    // The peer itself is not a trusted proxy: its header is the client's own claim.
    expect(resolveClientAddress('198.51.100.1', '203.0.113.5', rule)).toBe('198.51.100.1');
    // Every hop trusted: the left-most entry is the client.
    expect(resolveClientAddress('127.0.0.1', '10.0.0.3, 10.0.0.2', rule)).toBe('10.0.0.3');
  });
  it('stops at a malformed entry and reads only the right end of a huge header', () => {
    const rule = parseTrustProxy('1');
    expect(resolveClientAddress('127.0.0.1', 'x'.repeat(4000), rule)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', `${'9.9.9.9,'.repeat(500)}203.0.113.9`, rule)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', ['203.0.113.1', '203.0.113.2'], rule)).toBe('203.0.113.2');
  });
});

describe('addressBucket', () => {
  it('counts an IPv4 address alone and an IPv6 address with its /64', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket(null)).toBe('unknown');
  });
});
