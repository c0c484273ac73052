// Unit tests of compile-hints.mjs on hand-written HTML: which scripts get the hint, and that it is added once.
// compile-hints.contract.test.mjs (one folder up) checks the same against the real build.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadScripts, withCompileHint } from './compile-hints.mjs';

describe('firstLoadScripts', () => {
  it('lists the build scripts a page loads, once each, and skips nomodule fallbacks, inline and other scripts', () => {
    const html =
      '<head><link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
      '<script>self.__next_f.push([0])</script>' +
      '<script type="application/ld+json">{}</script>' +
      '<script src="https://example.com/x.js"></script>' +
      '</head><body><script src="/_next/static/chunks/b.js" async=""></script></body>';
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 reads it, and adds it only once', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||[]).push([1]);');
    expect(marked).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1]);`);
    expect(withCompileHint(marked)).toBe(marked);
  });
});
