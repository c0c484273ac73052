// Unit tests of inline-css.mjs on a hand-written page. inline-css.contract.test.mjs (one folder up) checks the real build.
import { describe, expect, it } from 'vitest';
import { absoluteUrls, inlineStylesheets, linkedStylesheets } from './inline-css.mjs';

const HREF = '/_next/static/chunks/site.css';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>` +
  '<title>Work · Driftline</title></head><body><main>Work</main></body></html>';
const CSS =
  '@font-face{font-family:inter;src:url(../media/inter-core.woff2)format("woff2")}' +
  '.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/media/x.webp)}.c{mask:url(#m)}';

describe('inlineStylesheets', () => {
  const { html, inlined } = inlineStylesheets(PAGE, () => CSS);

  it('writes the stylesheet into the page where its link was, and keeps the link disabled for React to find', () => {
    expect(inlined).toBe(1);
    expect(html).toContain(
      `<style data-href="${HREF}">${absoluteUrls(CSS, HREF)}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
    );
    expect(linkedStylesheets(html)).toEqual([]);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<title>'));
  });

  it('changes nothing the second time, nor on a page without the link', () => {
    expect(inlineStylesheets(html, () => CSS)).toEqual({ html, inlined: 0 });
    const bare = '<html><head></head><body></body></html>';
    expect(inlineStylesheets(bare, () => CSS)).toEqual({ html: bare, inlined: 0 });
  });

  it('cannot be closed early by the stylesheet’s own text', () => {
    expect(inlineStylesheets(PAGE, () => '.x::after{content:"</style>"}').html).toContain('content:"<\\/style>"');
  });
});

describe('absoluteUrls', () => {
  it('resolves relative url()s against the stylesheet and leaves data:, absolute and fragment ones alone', () => {
    expect(absoluteUrls(CSS, HREF)).toBe(
      '@font-face{font-family:inter;src:url(/_next/static/media/inter-core.woff2)format("woff2")}' +
        '.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/media/x.webp)}.c{mask:url(#m)}',
    );
  });
});
