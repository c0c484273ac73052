// The stylesheets of the build, read once each from its static folder: what the page finisher (./finish-page.mjs)
// writes inline; their later copies, which a finished page links once it has loaded (./inline-css.mjs); and the script
// that links them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './dist-dir.mjs';
import { ENABLE_STYLESHEETS_HREF, ENABLE_STYLESHEETS_SCRIPT, laterHref, withoutInlineAtRules } from './inline-css.mjs';

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

/**
 * Writes beside each stylesheet of the build in `dir` its later copy (`laterHref`: the sheet without the at-rules pages
 * carry inline whole), which a finished page links once it has loaded. Returns how many it wrote; running it again rewrites the
 * same files.
 * @param {string} [dir]
 */
export function writeLaterStylesheets(dir = distDir()) {
  const static_ = path.join(dir, 'static');
  let written = 0;
  for (const entry of readdirSync(static_, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (!file.endsWith('.css') || file.endsWith('.later.css')) continue;
    const css = readFileSync(path.join(static_, file), 'utf8');
    writeFileSync(path.join(static_, laterHref(file)), withoutInlineAtRules(css));
    written++;
  }
  return written;
}

/**
 * Writes the script a finished page's loader adds to link the later copies (ENABLE_STYLESHEETS_HREF) into the static folder
 * of the build in `dir`, and returns its address. Running it again rewrites the same file.
 * @param {string} [dir]
 */
export function writeStylesheetEnabler(dir = distDir()) {
  const file = path.join(dir, 'static', ENABLE_STYLESHEETS_HREF.slice('/_next/static/'.length));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, ENABLE_STYLESHEETS_SCRIPT);
  return ENABLE_STYLESHEETS_HREF;
}
