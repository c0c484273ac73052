// The page paints before its scripts start. Next writes the framework and the page's chunks as `<script src async>`
// tags (and low-priority preloads) in the prerendered HTML: each one runs the moment it arrives, so on a fast
// connection the framework's evaluation (20–40 ms on this machine, several times that on a phone) lands before the
// first frame and delays it, and on a slow one the 140 KB of script share the wire with the stylesheet, the font and
// the first image. `deferStartupScripts` moves those tags into a list given to one small inline loader that adds
// them, unchanged and still async, once the first contentful paint is on screen. Hydration then starts a frame or
// two later; the server-rendered page is readable and its links work in the meantime. A page's RSC data, when it is
// a file of its own (./flight-after-paint.mjs), is fetched beside the scripts and given to Next before any runs.

import { ENABLE_STYLESHEETS_HREF } from './inline-css.mjs';

/**
 * The loader for a page's list of scripts: it adds them (script-inserted, so async) once the browser reports the first
 * contentful paint (the frame is on screen, not just produced), and never waits more than 5 s; then too, first and
 * without waiting for anything else, the script that links the rest of the stylesheet (ENABLE_STYLESHEETS_HREF,
 * ./inline-css.mjs), which nothing drawn in the first frame needs. It adds them without
 * waiting for a paint in a hidden tab, which draws no frames until it is shown (its timers run once a second, so
 * they may start up to a second later there, unseen), and in a browser without paint timing (as Next would).
 * Each script is added in a task of its own: adding one starts its fetch, which costs the main thread about a
 * millisecond here (more on a phone), and the whole list at once made one task of 4–25 ms right after the first paint.
 * With a page's RSC data in a file of its own (`flight`, ./flight-after-paint.mjs), the scripts are only preloaded
 * at first, beside the data's fetch: the data is given to Next (`self.__next_f`, once the document is parsed, after
 * Next's own first entry) before any of them runs, since Next's bootstrap reads what is there when it starts and ends
 * the stream a task later. Should the data not come, no script is added: the page stays as the server drew it, its
 * links working, rather than hydrate without its data.
 * A tap on a button of the page's own (type="button": a menu, a role, a dialog's opener) before it has hydrated is
 * not lost: the loader keeps the last one (`self.__earlyTap`) and stops it there, before anything else hears it, and
 * src/components/layout/HydrationMark.tsx clicks that button again once React listens, so it happens once, late
 * rather than never. Links, forms and a button the browser acts on itself (popovertarget) need no script and are
 * left alone, as is a button marked `data-needs-gesture`: what it does the browser allows only within a moment of the
 * visitor's own tap (a file picker, full screen, sound), so a tap replayed later would fail or surprise.
 * The list is the call's first argument, so the page carries one small inline script (its CSP hash is per page, as
 * csp-hashes.mjs computes every hash per page). Every byte here is in every page's first round trip: keep it short.
 */
const LOADER_HEAD =
  '(function(l,f,d){var n=0;function add(p){l.forEach(function(u){setTimeout(function(){var s=d.createElement(p?"link":"script");' +
  'if(p){s.rel="preload";s.as="script";s.href=u}else s.src=u;d.head.append(s)})})}' +
  `function go(){if(n++)return;var s=d.createElement("script");s.src=${JSON.stringify(ENABLE_STYLESHEETS_HREF)};d.head.append(s);if(!f)return add();` +
  'add(1);fetch(f).then(function(r){if(r.ok)return r.text();throw 0}).then(function(t){' +
  'function put(){(self.__next_f=self.__next_f||[]).push([1,t]);add()}d.readyState=="loading"?d.addEventListener("DOMContentLoaded",put):put()},function(){})}' +
  'd.addEventListener("click",function(e){if(self.__earlyTap!==0){var b=e.target.closest("button");' +
  'if(b&&b.type=="button"&&!b.popoverTargetElement&&!b.hasAttribute("data-needs-gesture")){e.stopImmediatePropagation();self.__earlyTap=b}}},!0);' +
  'try{if(d.visibilityState!="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;setTimeout(go,5e3);' +
  'new PerformanceObserver(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
  '.observe({type:"paint",buffered:!0})}catch(x){go()}})(';
const LOADER_TAIL = ',document)';

/** The loader's text for this list of script URLs, and the page's RSC data file when it has one. @param {string[]} list @param {string} [flight] */
export function loaderFor(list, flight) {
  return LOADER_HEAD + JSON.stringify(list) + ',' + (flight ? JSON.stringify(flight) : '0') + LOADER_TAIL;
}

const STARTUP_TAG = /<script src="(\/_next\/static\/[^"?#]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;
const LOADER = /<script>\(function\(l,f,d\)\{[\s\S]*?\}\)\((\[[^\]<]*\]),("[^"<]*"|0),document\)<\/script>/;

/** Whether the page has its loader already (it was finished). @param {string} html */
export function hasLoader(html) {
  return LOADER.test(html);
}

/** The scripts a page's loader will add, in document order ([] when the page has no loader). @param {string} html @returns {string[]} */
export function startupScripts(html) {
  const json = LOADER.exec(html)?.[1];
  return json ? JSON.parse(json) : [];
}

/** The address of the RSC data file the page's loader fetches (null when the page has its data inline). @param {string} html */
export function pageFlight(html) {
  const flight = LOADER.exec(html)?.[2];
  return flight && flight !== '0' ? /** @type {string} */ (JSON.parse(flight)) : null;
}

/**
 * The page with its build scripts (`<script src="/_next/static/…" async="">`, head and body) replaced by the loader
 * (with their list, and the address of the page's RSC data file `flight` when it has one) at the end of <head>, and
 * its script preloads dropped. `moved` is how many scripts were moved.
 * A page already rewritten, or with no such script, comes back unchanged with moved 0. Other scripts (inline ones,
 * the nomodule fallback, JSON-LD) are left where they are. Next's tags must have exactly this shape: if an upgrade
 * changes it, nothing moves and the page stays as Next wrote it (the journey on paint order then fails).
 */
export function deferStartupScripts(html, flight) {
  if (LOADER.test(html) || !html.includes('</head>')) return { html, moved: 0 };
  /** @type {string[]} */
  const list = [];
  let out = html.replace(STARTUP_TAG, (_, src) => {
    if (!list.includes(src)) list.push(src);
    return '';
  });
  if (!list.length) return { html, moved: 0 };
  out = out.replace(SCRIPT_PRELOAD, '');
  return { html: out.replace('</head>', `<script>${loaderFor(list, flight)}</script></head>`), moved: list.length };
}
