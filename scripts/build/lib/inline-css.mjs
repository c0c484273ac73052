// The page draws its first frame from its HTML alone. Next links the site's one stylesheet from every page
// (`<link rel="stylesheet" href="/_next/static/chunks/….css" data-precedence="next"/>`): a render-blocking request that,
// on a phone's first visit, costs a connection and a round trip before anything is drawn, and that shares the wire with
// the first image. `inlineStylesheets` writes the stylesheet's text into the page as a <style> in its place (relative
// url()s made absolute: the fonts are referenced from /_next/static/chunks/) and keeps the <link> beside it,
// `disabled`: a disabled stylesheet is never fetched, and React, which finds the stylesheet it rendered by
// `link[rel="stylesheet"][href="…"]` when it hydrates the head, adopts it instead of inserting (and fetching, and
// waiting for) a new one. Client navigations name the same stylesheet, so they fetch nothing either.
// Next's own `experimental.inlineCss` was tried and not kept: it writes the stylesheet into the RSC payload too, twice,
// so every page carried three copies (67 KB each before compression) that the browser parses.

const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="next"\/>/g;
const INLINED = /<style data-href="\/_next\/static\/[^"]+\.css">/;

/** The stylesheets a page links (render-blocking), in document order. */
export function linkedStylesheets(html) {
  return [...html.matchAll(LINK)].map((m) => m[1]);
}

/** Relative url()s of a stylesheet at `href` made absolute (root-relative), so they resolve from any page. */
export function absoluteUrls(css, href) {
  const base = new URL(href, 'http://x');
  return css.replace(/url\(\s*(['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\s*\)/g, (_, quote, url) => {
    const resolved = new URL(url, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * The page with each linked stylesheet written inline, its link kept and disabled. `read(href)` gives a stylesheet's
 * text. A page already rewritten, or with no such link, comes back unchanged with inlined 0. Next's tag must have
 * exactly this shape: if an upgrade changes it, nothing is inlined (the contract test then fails).
 * @param {string} html @param {(href: string) => string} read
 */
export function inlineStylesheets(html, read) {
  if (INLINED.test(html)) return { html, inlined: 0 };
  let inlined = 0;
  const out = html.replace(LINK, (tag, href) => {
    inlined++;
    const css = absoluteUrls(read(href), href).replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>${tag.replace('/>', ' disabled=""/>')}`;
  });
  return { html: out, inlined };
}
