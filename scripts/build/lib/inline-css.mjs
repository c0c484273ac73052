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
//
// Only the rules the page's own HTML can use are written inline (`usedRules`: a rule stays unless it names a class no
// element of the page carries; at-rules, resets and keyframes all stay), and of the custom properties only those
// something of the page reads with var() (`withoutUnusedProperties`: Tailwind registers some seventy with @property and
// declares its theme's whole palette, used or not), and not the rules that only animate a change (`withoutTransitions`:
// the first frame changes nothing), so the <head> fits the first round trip with the page's first screen after it.
// Once the page has loaded and FontSwap has put Inter in (`<html data-fonts="inter">`), or at the visitor's first tap,
// key or scroll after the load if that comes first, or at a click at any time
// (a button tapped before the page hydrated acts once it has, src/components/layout/HydrationMark.tsx,
// and what it opens is styled by then; a touch that only scrolls a phone's page is no click), a small script (its
// file, ENABLE_STYLESHEETS_SCRIPT, added by the page's loader at the first paint) links
// the whole stylesheet's later copy (`laterHref`: the same file beside it, `….later.css`, written by the build), for
// what scripts draw later (menus, dialogs, the next page of a client navigation). Its rules repeat the inline ones in
// the same order, so nothing already drawn changes. The copy leaves out the at-rules every page already has inline
// whole (`withoutInlineAtRules`: @font-face, @keyframes); it keeps @property, which a page has inline only where it
// reads the property (registering one again with the same descriptors changes nothing). Linked at the load event, while FontSwap was
// still swapping Inter in, its arrival let a heading's words move as Inter came (Chromium, 3 runs in 12 of the
// journey that holds Inter back; after the swap, 0 in 8). The disabled link stays as it is, for React.

import { createHash } from 'node:crypto';

const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="next"\/>/g;
/** The address of a stylesheet's later copy (the whole sheet without the at-rules pages carry inline), beside it. */
export const laterHref = (/** @type {string} */ href) => href.replace(/\.css$/, '.later.css');
/**
 * Links each disabled stylesheet's later copy once the page has loaded and Inter is in (at once when it comes after
 * the load), or at the first tap, key or scroll after the load, or at a click at any time. A file of the build's
 * (writeStylesheetEnabler), not inline: its 0.7 KB (0.3 KB compressed, and its hash in every answer's policy) were in
 * every page's first round trip, where it has no work to do. The page's loader adds it at the first paint
 * (hydrate-after-paint.mjs), before the page's scripts: requested with the page, as a tag of its own, it shared the
 * connection with the page's largest image, and Lighthouse's simulation had that paint wait for it.
 */
export const ENABLE_STYLESHEETS_SCRIPT =
  '(function(){var h=document.documentElement,done=0,o;function go(){if(done++)return;o&&o.disconnect();document.querySelectorAll(\'link[rel="stylesheet"][disabled]\').forEach(function(l){var n=document.createElement("link");n.rel="stylesheet";n.href=l.getAttribute("href").replace(/\\.css$/,".later.css");document.head.appendChild(n)})}function loaded(){if(done)return;if(h.dataset.fonts==="inter")return go();o=new MutationObserver(function(){if(h.dataset.fonts==="inter")go()});o.observe(h,{attributes:true,attributeFilter:["data-fonts"]});["pointerdown","keydown","scroll"].forEach(function(t){addEventListener(t,go,{once:true,passive:true})})}addEventListener("click",go,{capture:true,once:true});document.readyState=="complete"?loaded():addEventListener("load",loaded)})()\n';
/** Where the build writes ENABLE_STYLESHEETS_SCRIPT: named by its text's hash, so a browser may keep it for good. */
export const ENABLE_STYLESHEETS_HREF = `/_next/static/chunks/enable-stylesheets-${createHash('sha256').update(ENABLE_STYLESHEETS_SCRIPT).digest('base64url').slice(0, 12)}.js`;
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
  const used = pageClasses(html);
  const elements = pageElements(html);
  let inlined = 0;
  const out = html.replace(LINK, (tag, href) => {
    inlined++;
    const css = inlineRules(absoluteUrls(read(href), href), used, elements, html).replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>${tag.replace('/>', ' disabled=""/>')}`;
  });
  return { html: out, inlined };
}

/**
 * What a page has inline of a stylesheet: the rules its elements can use (`usedRules`), less those that only animate a
 * change (`withoutTransitions`), with the custom properties what is left reads (`withoutUnusedProperties`).
 * @param {string} css @param {Set<string>} used the page's classes (pageClasses) @param {Set<string>} elements the page's
 * element types (pageElements) @param {string} html the page, without this stylesheet @returns {string}
 */
export function inlineRules(css, used, elements, html) {
  return withoutUnusedProperties(withoutTransitions(usedRules(css, used, elements)), html);
}

/** Every class an element of the page carries (its class attributes, entities decoded). @param {string} html */
export function pageClasses(html) {
  const classes = new Set();
  const decode = (/** @type {string} */ v) =>
    v.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[/** @type {'amp'} */ (e)]);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of decode(m[1]).split(/\s+/)) if (c) classes.add(c);
  return classes;
}

/** A CSS identifier with its escapes resolved: `md\:px-4` is `md:px-4`, `\31 0` is `10`. @param {string} ident */
function unescapeIdent(ident) {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex, ch) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ch));
}

/** Where the block that opens at `open` (a `{`) closes, escapes, strings and comments skipped. @param {string} css @param {number} open */
function closingBrace(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '\\') i++; // an escaped character of a selector (`.after\:content-\[\'\'\]`) opens no string
    else if (ch === '"' || ch === "'") {
      for (i++; i < css.length && css[i] !== ch; i++) if (css[i] === '\\') i++;
    } else if (ch === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return css.length;
}

/**
 * `text` split at each `separator` outside parentheses, brackets and strings (escapes respected).
 * @param {string} text @param {',' | ';'} separator @returns {string[]}
 */
function splitAtTopLevel(text, separator) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
    } else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === separator && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** The selectors of a rule's prelude, split at its top-level commas. @param {string} prelude */
const selectorsOf = (prelude) => splitAtTopLevel(prelude, ',');

/** An attribute selector, `[…]` (escapes respected): its value names no class and no element. */
const ATTRIBUTE = /(?<!\\)\[(?:\\[\s\S]|[^\]\\])*\]/g;

/** Every element type the page's HTML has (lower case). @param {string} html */
export function pageElements(html) {
  return new Set(Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (m) => m[1].toLowerCase()));
}

/**
 * The pseudo-elements that exist only on form fields, with the fields that have them: `::placeholder` on a page with
 * no <input> or <textarea> styles nothing.
 */
const FIELD_PSEUDO_ELEMENTS = [
  { pattern: /::placeholder\b/, elements: ['input', 'textarea'] },
  { pattern: /::(?:file-selector-button|-webkit-(?:datetime-edit|calendar-picker|inner-spin|outer-spin|search-decoration))/, elements: ['input'] },
];

/** Whether `selector` can match on a page with these element types: every type it names outside parentheses is there. @param {string} selector @param {Set<string>} elements */
function elementsMayMatch(selector, elements) {
  // What is inside :is(), :where(), :not() and the like is left out: it may be a choice, or a negation.
  // Escapes go first (`.\31 0` is one class, not a class and an element `0`), then attribute values.
  let outside = selector.replace(/\\(?:[0-9a-fA-F]{1,6}\s?|[\s\S])/g, '_').replace(ATTRIBUTE, '[]');
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
  for (const m of outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) if (!elements.has(m[1].toLowerCase())) return false;
  return FIELD_PSEUDO_ELEMENTS.every(({ pattern, elements: on }) => !pattern.test(outside) || on.some((e) => elements.has(e)));
}

/**
 * Whether a selector may match an element of a page carrying `used` classes (every class it requires is there) and,
 * when given, these `elements` (every element type it names is there).
 * @param {string} selector @param {Set<string>} used @param {Set<string>} [elements]
 */
function selectorMayMatch(selector, used, elements) {
  if (elements && !elementsMayMatch(selector.trim(), elements)) return false;
  // A class inside :not() is one the element must not have; attribute values are not classes.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').replace(ATTRIBUTE, '[]');
  for (const m of required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)) if (!used.has(unescapeIdent(m[1]))) return false;
  return true;
}

/**
 * The stylesheet without the rules no element of the page can match (a class they require is carried by none, or,
 * given the page's `elements`, an element type they name is not in the page: the reset's rules for tables, form
 * fields and their pseudo-elements on a page without them); at-rules' own blocks (@font-face, @keyframes, @property)
 * stay, @media, @supports and @layer keep what stays inside them, and everything keeps its order.
 * @param {string} css @param {Set<string>} used the page's classes (pageClasses)
 * @param {Set<string>} [elements] the page's element types (pageElements)
 * @returns {string}
 */
export function usedRules(css, used, elements) {
  return eachRule(css, (prelude, block, at) => {
    if (GROUPING.has(at)) {
      const inner = usedRules(block, used, elements);
      return inner.trim() || at === 'layer' ? `${prelude}{${inner}}` : '';
    }
    return at || selectorsOf(prelude).some((s) => selectorMayMatch(s, used, elements)) ? `${prelude}{${block}}` : '';
  });
}

/** The at-rules whose block holds rules: what is dropped inside them is looked for inside. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer']);

/**
 * The stylesheet with each of its top-level rules replaced by what `rule(prelude, block, at)` gives (`at`: the
 * at-rule's name, or undefined for a style rule); comments and statements (`@layer a,b;`, `@import`) stay as they are.
 * @param {string} css @param {(prelude: string, block: string, at: string | undefined) => string} rule @returns {string}
 */
function eachRule(css, rule) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const start = i + (/^\s*/.exec(css.slice(i, i + 64))?.[0].length ?? 0);
    if (css.startsWith('/*', start)) {
      const end = css.indexOf('*/', start + 2);
      out += css.slice(i, end < 0 ? css.length : end + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open < 0) return out + css.slice(i);
    if (semicolon >= 0 && semicolon < open) {
      out += css.slice(i, semicolon + 1); // @layer a,b; @import; @charset
      i = semicolon + 1;
      continue;
    }
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open);
    out += rule(prelude, css.slice(open + 1, close), /^\s*@([\w-]+)/.exec(prelude)?.[1]);
    i = close + 1;
  }
  return out;
}

/**
 * A declaration that only says how a change of value is animated: a transition property, or Tailwind's --tw-ease and
 * --tw-duration, which only the transition utilities read.
 */
const ANIMATES_A_CHANGE = /^\s*(?:transition(?:-[a-z-]+)?|--tw-(?:ease|duration))\s*:/i;

/**
 * The stylesheet without the rules whose every declaration only animates a change (`transition-colors`,
 * `duration-300`, `ease-out`, `motion-reduce:transition-none`): the first frame changes nothing, so it needs none of
 * them, and they are some 200 bytes of a page's brotli HTML, which for several pages is what stood between the whole
 * answer and the first round trip. The later copy brings them, with everything else, before a menu or role is
 * opened in the usual course (at the load, or a tap); a change made before it has come is drawn at once rather than
 * animated. A rule that also declares anything else stays whole; at-rules' own blocks stay; @media, @supports and
 * @layer keep what stays inside them, in order.
 * @param {string} css @returns {string}
 */
export function withoutTransitions(css) {
  return eachRule(css, (prelude, block, at) => {
    if (at && GROUPING.has(at)) {
      const inner = withoutTransitions(block);
      return inner.trim() || at === 'layer' ? `${prelude}{${inner}}` : '';
    }
    if (at || block.includes('{')) return `${prelude}{${block}}`;
    const declarations = declarationsOf(block);
    return declarations.length && declarations.every((d) => ANIMATES_A_CHANGE.test(d)) ? '' : `${prelude}{${block}}`;
  });
}

/** The names of the custom properties `text` reads with var(). @param {string} text */
function readProperties(text) {
  return new Set(Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1]));
}

/** A declaration block's declarations, split at its top-level semicolons. @param {string} block */
const declarationsOf = (block) => splitAtTopLevel(block, ';').filter((d) => d.trim());

/** One pass of withoutUnusedProperties: what `read` does not name goes. @param {string} css @param {Set<string>} read */
function dropProperties(css, read) {
  return eachRule(css, (prelude, block, at) => {
    if (at === 'property') {
      const name = /@property\s+(--[\w-]+)/.exec(prelude)?.[1];
      return !name || read.has(name) ? `${prelude}{${block}}` : '';
    }
    if (at && GROUPING.has(at)) {
      const inner = dropProperties(block, read);
      return inner.trim() || at === 'layer' || !block.trim() ? `${prelude}{${inner}}` : '';
    }
    if (at || block.includes('{')) return `${prelude}{${block}}`;
    const all = declarationsOf(block);
    const kept = all.filter((d) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(d)?.[1];
      return !name || read.has(name);
    });
    if (kept.length === all.length) return `${prelude}{${block}}`;
    return kept.length ? `${prelude}{${kept.join(';')}}` : '';
  });
}

/**
 * The stylesheet without the custom properties nothing reads: a `--name: value` declaration, or an `@property --name`
 * rule, goes when no var(--name) is left in the stylesheet nor anywhere in the page's `html` (a style attribute, an
 * arbitrary Tailwind value, a script); a rule left with no declaration goes with them. Repeated until nothing more
 * goes, so a property read only by one that went goes too. Everything else stays as it was, in order.
 * @param {string} css @param {string} html the page, without this stylesheet @returns {string}
 */
export function withoutUnusedProperties(css, html) {
  const inPage = readProperties(html);
  for (let current = css; ; ) {
    const read = readProperties(current);
    for (const name of inPage) read.add(name);
    const next = dropProperties(current, read);
    if (next === current) return current;
    current = next;
  }
}

/**
 * The stylesheet without the at-rules every finished page carries inline whole (usedRules keeps them all):
 * @font-face and @keyframes, wherever they are (at the top, inside @media or @layer); everything else as it was, in
 * order: a face declared a second time by a sheet arriving after the first paint let Inter in outside FontSwap's
 * control and moved text.
 * @param {string} css @returns {string}
 */
export function withoutInlineAtRules(css) {
  let out = '';
  let i = 0;
  for (;;) {
    const at = css.slice(i).search(/@(?:font-face|keyframes)\b[^{;]*\{/);
    if (at < 0) return out + css.slice(i);
    const start = i + at;
    const close = closingBrace(css, css.indexOf('{', start));
    out += css.slice(i, start);
    i = close + 1;
  }
}
