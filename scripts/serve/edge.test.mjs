// Unit tests of the edge's reading of a request target (targetPath): a plain path is taken as it is, anything else
// is resolved as a URL parser would, and a malformed target is refused, exactly as the long way would.
import { describe, expect, it } from 'vitest';
import { isWellFormedTarget, resolvedPath, targetPath } from './edge.mjs';

/** What the edge read before plain paths were taken as they are. */
const longWay = (/** @type {string} */ url) => (isWellFormedTarget(url) ? resolvedPath(url) : null);

describe('targetPath', () => {
  it.each([
    ['/', '/'],
    ['/work/coral', '/work/coral'],
    ['/work/coral/', '/work/coral/'],
    ['/_next/static/chunks/a1b2.js', '/_next/static/chunks/a1b2.js'],
    ['/expertise/docker?utm=x&y=../z', '/expertise/docker'],
    ['/a/../about', '/about'],
    ['/a/%2e%2e/about', '/about'],
    ['/./careers', '/careers'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['//evil.example/x', '/x'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/work/coral#frag', '/work/coral'],
    ['/a b', '/a%20b'],
  ])('%j is the path %j', (url, want) => {
    expect(targetPath(url)).toBe(want);
    expect(targetPath(url)).toBe(longWay(url));
  });

  it.each([undefined, '', 'work/coral', 'http://x/', '/%ff', '/a%00b', '/a\\b', '/a\u0001b', `/${'a'.repeat(9000)}`])('refuses %#', (url) => {
    expect(targetPath(url)).toBeNull();
    expect(longWay(/** @type {string} */ (url))).toBeNull();
  });
});
