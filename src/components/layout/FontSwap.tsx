'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { fontFaceRule, interFaces, type FontFaceRule } from '@/lib/layout/inter-faces';
import { anchorShift, shiftsInView, type Box } from '@/lib/layout/layout-shift';

/** The page's @font-face rules (its own stylesheets; a sheet that cannot be read is skipped). */
function fontFaceRules(): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of list) {
      // Addresses relative to the stylesheet (a linked one's), made absolute: FontFace reads them against the page.
      if (rule instanceof CSSFontFaceRule) rules.push(fontFaceRule((name) => rule.style.getPropertyValue(name).trim(), sheet.href ?? document.baseURI));
    }
  }
  return rules;
}

/**
 * The page's elements and its text within a screen of the view, in document order: what a layout shift in view is
 * made of. A box further off is passed over with all it holds (a font's reflow moves a line or two, not a screen).
 */
function nodesNearView(): Node[] {
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, (node) => {
    if (!(node instanceof Element)) return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    const box = node.getBoundingClientRect();
    return box.bottom < -innerHeight || box.top > 2 * innerHeight ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  return nodes;
}

/**
 * Where each node is seen: an element's box, a text's first line, cut to what the boxes around it let show (an
 * ancestor that clips its overflow). Null for a node not seen: not drawn, hidden, transparent, or clipped away. A node
 * in motion (the words of a heading coming in one by one) is seen as any other: both layouts are read in one task, at
 * the same moment of its animation, and Chromium counts a word that Inter moves while it fades in.
 */
function seenBoxes(nodes: Node[]): (Box | null)[] {
  const range = document.createRange();
  /** Per element: the part of the viewport its content shows in (null: none; undefined: all). */
  const seen = new Map<Element, DOMRect | null | undefined>();
  const around = (element: Element | null): DOMRect | null | undefined => {
    if (!element || element === document.body) return undefined;
    if (seen.has(element)) return seen.get(element);
    const outer = around(element.parentElement);
    const style = getComputedStyle(element);
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto';
    const clip = clips ? intersect(element.getBoundingClientRect(), outer) : outer;
    seen.set(element, clip);
    return clip;
  };
  return nodes.map((node) => {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    let box: DOMRect | undefined;
    if (node instanceof Element) box = node.getBoundingClientRect();
    else {
      range.selectNodeContents(node);
      box = range.getClientRects()[0];
    }
    if (!box) return null;
    // An element's own overflow clips what it holds, not itself.
    const clip = around(node instanceof Element ? node.parentElement : element);
    if (clip !== undefined && !(clip && intersect(box, clip))) return null;
    return METRICS_OVERRIDDEN || !(node instanceof Text || getComputedStyle(node as Element).display === 'inline') ? box : readAt(box);
  });
}

/**
 * Whether the engine applies @font-face's ascent-override and descent-override (Chromium, Firefox), which give the
 * fallback faces Inter's vertical metrics. WebKit, so Safari, ignores them: a line of text there has a box as tall as
 * the fallback face's own ascent and descent, which Inter changes by a few pixels above and below the baseline while
 * the line itself, its height set by line-height, and its words stay where they were.
 */
const METRICS_OVERRIDDEN = typeof FontFace !== 'undefined' && 'ascentOverride' in FontFace.prototype;

/**
 * Where a line of text is read, for an engine without the overrides: the middle of its box, which stays with the
 * baseline when the box grows above and below it (a box of no height there, as wide as the line).
 */
function readAt(box: DOMRect): DOMRect {
  return new DOMRect(box.x, box.y + box.height / 2, box.width, 0);
}

/**
 * Which nodes stay put when the page scrolls (in a fixed or sticky box, as the header): no anchor for the view, since
 * scrolling does not move them.
 */
function pinned(nodes: Node[]): boolean[] {
  const known = new Map<Element, boolean>();
  const isPinned = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    let result = known.get(element);
    if (result === undefined) {
      const { position } = getComputedStyle(element);
      result = position === 'fixed' || position === 'sticky' || isPinned(element.parentElement);
      known.set(element, result);
    }
    return result;
  };
  return nodes.map((node) => isPinned(node instanceof Element ? node : node.parentElement));
}

/** Where two rects overlap, or null; `b` undefined is the whole plane. */
function intersect(a: DOMRect, b: DOMRect | null | undefined): DOMRect | null {
  if (b === undefined) return a;
  if (!b) return null;
  const x = Math.max(a.left, b.left);
  const y = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return right > x && bottom > y ? new DOMRect(x, y, right - x, bottom - y) : null;
}

/**
 * Adds the faces if that moves nothing in view, and says whether it did. Both layouts are read in one task, so the
 * browser never draws the one that is undone. What is in view is kept in place as CSS scroll anchoring keeps it, by
 * scrolling as far as the text there moved when the copy above grew or shrank: WebKit (Safari) has no scroll anchoring
 * and Firefox does not anchor at the end of a page. With the tab out of sight nothing is in view: nothing is measured.
 */
function addUnseen(faces: FontFace[]): boolean {
  const nodes = document.visibilityState === 'hidden' ? [] : nodesNearView();
  const scrolled = scrollY;
  const view = { width: innerWidth, height: innerHeight };
  const before = seenBoxes(nodes);
  for (const face of faces) document.fonts.add(face);
  // Reading the layout applies the browser's own scroll anchoring, if any.
  let after = seenBoxes(nodes);
  const fixed = pinned(nodes);
  const drift = anchorShift(before.map((box, i) => (fixed[i] ? null : box)), after, view);
  if (Math.abs(drift) >= 1) {
    scrollTo(scrollX, scrollY + drift);
    after = seenBoxes(nodes);
  }
  if (shiftsInView(before, after, view, scrollY - scrolled)) {
    for (const face of faces) document.fonts.delete(face);
    if (scrollY !== scrolled) scrollTo(scrollX, scrolled);
    return false;
  }
  document.documentElement.dataset.fonts = 'inter';
  return true;
}

/** Once per document: client-side navigations keep the faces. */
let started = false;
/** Inter's faces, loaded, while adding them would move what the visitor sees; tried again by `retry`. */
let waiting: FontFace[] = [];
/** Where the view was when Inter last had to wait: a scroll that ends there (or one of ours) is no reason to try again. */
let triedAt = -1;

/** Tries the waiting faces again: when the view has scrolled, the page changed, or the tab went out of sight. */
function retry(event?: Event) {
  if (!waiting.length) return;
  if (event?.type === SCROLL_SETTLED && scrollY === triedAt) return;
  if (!addUnseen(waiting)) {
    triedAt = scrollY;
    return;
  }
  waiting = [];
  removeEventListener(SCROLL_SETTLED, onScroll);
  document.removeEventListener('visibilitychange', retry);
}

/**
 * When a scroll has ended: `scrollend` where the engine fires it (Chromium, Firefox), else (WebKit, so Safari) once
 * `scroll`, which every engine fires, has been quiet for SCROLL_QUIET_MS.
 */
const SCROLL_SETTLED = typeof window !== 'undefined' && 'onscrollend' in window ? 'scrollend' : 'scroll';
const SCROLL_QUIET_MS = 150;
let quiet: ReturnType<typeof setTimeout> | undefined;
function onScroll(event: Event) {
  if (event.type === 'scrollend') return retry(event);
  clearTimeout(quiet);
  quiet = setTimeout(() => retry(event), SCROLL_QUIET_MS);
}

/**
 * Draws the page in Inter once it has hydrated, by adding Inter's core to the families the font stacks already lead
 * with (src/lib/layout/inter-faces.ts says which), loaded first and then added at once. The stacks never change, so
 * nothing is restyled; Chromium lays the text out again. The faces Inter takes over from are matched to its metrics,
 * but now and then a line that just fits in one wraps in the other: Inter is added only if it moves nothing in view
 * (src/lib/layout/layout-shift.ts), else when the visitor has scrolled (scrollend, or a quiet scroll where there is
 * none), moved to another page or left the tab, and nothing they see moves (e2e/seo.spec.ts checks every route in
 * Chromium, e2e/engines/fonts.journey.ts in Firefox and WebKit). Until then no text asks for Inter, so it is not
 * fetched while the page paints (a font is fetched at the highest priority, and Lighthouse counted it in every
 * page's largest paint). `<html data-fonts>` says 'inter' once Inter is in place, 'waiting' while it waits to move
 * nothing. If the core cannot load, the stack keeps the faces it started with.
 * Not done: Inter before the first paint on a later visit (a note in localStorage that the file is cached): the note
 * outlives the HTTP cache it speaks of, and Lighthouse, which keeps storage but clears the cache between runs, then
 * counted the font in the largest paint again.
 */
export function FontSwap() {
  const pathname = usePathname();
  useEffect(() => retry(), [pathname]);
  useEffect(() => {
    if (started) return;
    started = true;
    const faces = interFaces(fontFaceRules()).map((face) => new FontFace(face.family, face.src, face.descriptors));
    if (!faces.length) return;
    // One download: the first face fetches the file, and the others, which share its address, then read it from the
    // HTTP cache.
    faces[0]!
      .load()
      .then(() => Promise.all(faces.map((face) => face.load())))
      .then(() => {
        if (addUnseen(faces)) return;
        waiting = faces;
        triedAt = scrollY;
        document.documentElement.dataset.fonts = 'waiting';
        addEventListener(SCROLL_SETTLED, onScroll, { passive: true });
        document.addEventListener('visibilitychange', retry);
      })
      .catch(() => undefined);
  }, []);
  return null;
}
