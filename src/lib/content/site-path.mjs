/**
 * One spelling of each address on this site, shared by everything that compares addresses: the redirect rules and
 * their loop check (src/lib/content/redirects.ts), the edge's redirect table (scripts/serve/redirects.mjs), and the
 * content schemas' links and media references (src/content/schema.ts). A path written another way (`/a/./b`,
 * `/x/../staff`, `/x/%2e%2e/staff`, `/%61bout`) names the same page to a browser and to the server, so a rule that
 * read the path as written could be walked around; content and redirects store only the canonical form, and refuse
 * any other spelling.
 *
 * The canonical form of a site path:
 * - it starts with one '/', and its segments are separated by one '/' (no empty segment, no trailing slash but '/');
 * - '.' and '..' segments are resolved (a '..' at the root stays at the root), also when written `%2e`;
 * - a percent escape of a letter, digit or - . _ ~ is that character; a byte of a non-ASCII character (UTF-8) is an
 *   escape with upper-case hex; nothing else is allowed (no other character or escape: not %2F, %5C, %00, %20, ?, #).
 * Plain JavaScript, so that the edge, which runs before Next, imports the very same code.
 */

export const MAX_SITE_PATH_LENGTH = 300;

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

/**
 * The canonical form of a path on this site (see above), or null when `input` is not a site path at all. A path
 * longer than MAX_SITE_PATH_LENGTH once canonical is not one either.
 * @param {unknown} input
 * @returns {string | null}
 */
export function canonicalSitePath(input) {
  if (typeof input !== 'string' || input[0] !== '/' || input.length > MAX_SITE_PATH_LENGTH * 3) return null;
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (c === '%') {
      const hex = input.slice(i + 1, i + 3);
      if (!HEX2.test(hex)) return null;
      const byte = parseInt(hex, 16);
      if (byte < 0x80) {
        const ch = String.fromCharCode(byte);
        if (!UNRESERVED.test(ch)) return null;
        out += ch;
      } else out += `%${hex.toUpperCase()}`;
      i += 2;
    } else if (c === '/' || UNRESERVED.test(c)) out += c;
    else if (c.charCodeAt(0) >= 0x80) {
      const cp = /** @type {number} */ (input.codePointAt(i));
      const char = String.fromCodePoint(cp);
      try {
        out += encodeURIComponent(char);
      } catch {
        return null; // a lone surrogate
      }
      i += char.length - 1;
    } else return null;
  }
  try {
    decodeURIComponent(out); // the escapes of non-ASCII bytes make whole UTF-8 characters
  } catch {
    return null;
  }
  if (out === '/') return out;
  const segments = (out.endsWith('/') ? out.slice(1, -1) : out.slice(1)).split('/'); // one trailing slash
  /** @type {string[]} */
  const resolved = [];
  for (const segment of segments) {
    if (segment === '') return null; // '//'
    if (segment === '.') continue;
    if (segment === '..') resolved.pop();
    else resolved.push(segment);
  }
  const path = `/${resolved.join('/')}`;
  return path.length > MAX_SITE_PATH_LENGTH ? null : path;
}

/** Whether `path` is written in its canonical form. @param {unknown} path */
export const isCanonicalSitePath = (path) => typeof path === 'string' && canonicalSitePath(path) === path;

/**
 * Whether a canonical path is never a page: the staff side, the API, Next's files and the media (a redirect may
 * never answer there).
 * @param {string} path
 */
export const isReservedPath = (path) => /^\/(staff|api|_next|media)(\/|$)/.test(path);

/** Where uploads are served: `/media/u/<sha256>/<file>` (src/lib/media/uploaded.ts). */
const UPLOAD_ADDRESS = /^\/media\/u\/[0-9a-f]{64}\/./;

/**
 * Whether a canonical path names an uploaded file the way the media library writes it (a lower-case SHA-256 folder),
 * when it is under /media/u/ at all.
 * @param {string} path
 */
const uploadAddressOk = (path) => !path.startsWith('/media/u/') || UPLOAD_ADDRESS.test(path);

/** Whether an absolute URL's path reaches this site's uploads, however it is spelled. @param {URL} url */
function reachesUploads(url) {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  return /\/media\/+u(\/|$)/i.test(path.replace(/\\/g, '/'));
}

/** Characters no link or reference may carry: white space, controls, a backslash (browsers read it as '/'). */
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/;

/** @param {string} value @param {'https:' | 'http:'} protocol */
function webUrl(value, protocol) {
  if (!value.startsWith(`${protocol}//`)) return null;
  try {
    const url = new URL(value);
    return url.protocol === protocol && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/**
 * The one rule of every link field: an `https:` or `http:` URL with a host, a `mailto:` address, a `tel:` number, or
 * a site path in its canonical form (an upload's address as the library writes it). Nothing else: no `data:`,
 * `javascript:`, `//host`, relative path or other spelling of a site path.
 * @param {unknown} value
 */
export function isLinkHref(value) {
  if (typeof value !== 'string' || !value || value.length > 2000 || UNSAFE.test(value)) return false;
  if (value.startsWith('https:') || value.startsWith('http:')) {
    const url = webUrl(value, value.startsWith('https:') ? 'https:' : 'http:');
    return url !== null;
  }
  if (value.startsWith('mailto:')) return /^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+(\?[^#]*)?$/.test(value);
  if (value.startsWith('tel:')) return /^tel:\+?[0-9][0-9().-]{2,30}$/.test(value);
  return isCanonicalSitePath(value) && uploadAddressOk(value);
}

/**
 * The rule of a media reference (an image, a video, a poster in content): a site path in its canonical form (an
 * upload's address as the library writes it), or an https URL off this site's uploads (an upload is named by its path,
 * so that the guards that keep an upload while content names it see every reference).
 * @param {unknown} value
 */
export function isMediaReference(value) {
  if (typeof value !== 'string' || !value || value.length > 2000 || UNSAFE.test(value)) return false;
  if (value.startsWith('https:')) {
    const url = webUrl(value, 'https:');
    return url !== null && !reachesUploads(url);
  }
  return isCanonicalSitePath(value) && uploadAddressOk(value);
}
