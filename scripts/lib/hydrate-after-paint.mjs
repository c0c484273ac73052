// The page paints before its scripts start. Next writes the framework and the page's chunks as `<script src async>`
// tags (and low-priority preloads) in the prerendered HTML: each one runs the moment it arrives, so on a fast
// connection the framework's evaluation (20–40 ms on this machine, several times that on a phone) lands before the
// first frame and delays it,
// and on a slow one the 140 KB of script share the wire with the stylesheet, the font and the first image.
// `deferStartupScripts` moves those tags into a list (a JSON data block, which never runs) and one small loader
// that adds them, unchanged and still async, once the first contentful paint is on screen. Hydration then starts a
// frame or two later; the server-rendered page is readable and its links work in the meantime.
// The loader is the same text on every page, so it has one CSP hash (scripts/csp-hashes.mjs hashes it per page
// like any inline script).

export const STARTUP_LIST_ID = 'startup-scripts';

/**
 * Adds the listed scripts once the browser reports the first contentful paint (the frame is on screen, not just
 * produced), or at once in a hidden tab, which draws no frames until it is shown. Where paint timing is missing it
 * waits for one frame instead; and it never waits more than 5 s.
 */
export const LOADER =
  '(function(){var d=document,w=window,done=false;function go(){if(done)return;done=true;' +
  `var list=JSON.parse(d.getElementById('${STARTUP_LIST_ID}').textContent);` +
  "for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=true;d.head.appendChild(s)}}" +
  "if(d.visibilityState!=='visible')return go();setTimeout(go,5000);var P=w.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()';

const STARTUP_TAG = /<script src="(\/_next\/static\/[^"?#]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;
const LIST = new RegExp(`<script type="application/json" id="${STARTUP_LIST_ID}">([^<]*)</script>`);

/** The scripts a page's loader will add, in document order ([] when the page has no list). */
export function startupScripts(html) {
  const json = LIST.exec(html)?.[1];
  return json ? JSON.parse(json) : [];
}

/**
 * The page with its build scripts (`<script src="/_next/static/…" async="">`, head and body) replaced by the list and
 * the loader at the end of <head>, and its script preloads dropped. `moved` is how many scripts were moved. A page
 * already rewritten, or with no such script, comes back unchanged with moved 0. Other scripts (inline ones, the
 * nomodule fallback, JSON-LD) are left where they are.
 */
export function deferStartupScripts(html) {
  if (LIST.test(html) || !html.includes('</head>')) return { html, moved: 0 };
  const list = [];
  let out = html.replace(STARTUP_TAG, (_, src) => {
    if (!list.includes(src)) list.push(src);
    return '';
  });
  if (!list.length) return { html, moved: 0 };
  out = out.replace(SCRIPT_PRELOAD, '');
  const block =
    `<script type="application/json" id="${STARTUP_LIST_ID}">${JSON.stringify(list)}</script>` +
    `<script>${LOADER}</script>`;
  return { html: out.replace('</head>', `${block}</head>`), moved: list.length };
}
