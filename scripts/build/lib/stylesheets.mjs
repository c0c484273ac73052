// The stylesheets of the build, read once each from its static folder: what the page finisher (./finish-page.mjs)
// writes inline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './dist-dir.mjs';

/**
 * A reader of `/_next/static/….css` from the build in `dir` (default: .next or NEXT_DIST_DIR), caching each file.
 * @param {string} [dir] @returns {(href: string) => string}
 */
export function stylesheetReader(dir = distDir()) {
  /** @type {Map<string, string>} */
  const sheets = new Map();
  return (href) => {
    let css = sheets.get(href);
    if (css === undefined) {
      if (!href.startsWith('/_next/static/') || href.includes('..')) throw new Error(`not a stylesheet of the build: ${href}`);
      css = readFileSync(path.join(dir, 'static', href.slice('/_next/static/'.length)), 'utf8');
      sheets.set(href, css);
    }
    return css;
  };
}
