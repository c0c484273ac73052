// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its functions compiled
// while it downloads, on a background thread, instead of each one on the main thread the first time it is called.
// Worth it for the scripts a page runs as it starts (the framework and the page's own chunks), where most functions
// are called at once; not for a library loaded later for one feature. Other browsers ignore the comment.

import { startupScripts } from './hydrate-after-paint.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The build's own scripts a page's HTML loads (`<script src="/_next/static/…">`, or listed for the loader that adds
 * them after the first frame: hydrate-after-paint.mjs), without the nomodule fallbacks.
 */
export function firstLoadScripts(html) {
  const found = new Set(startupScripts(html));
  for (const [, attrs] of html.matchAll(/<script(\s[^>]*)>/gi)) {
    if (/\snomodule\b/i.test(attrs)) continue;
    const src = /\ssrc="(\/_next\/static\/[^"?#]+\.js)"/i.exec(attrs)?.[1];
    if (src) found.add(src);
  }
  return [...found];
}

/** The script with the compile hint as its first line (unchanged when it already has it). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}
