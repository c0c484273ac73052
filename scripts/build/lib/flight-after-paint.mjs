// The page's RSC data after its first paint. Next writes the data React hydrates from (its "flight") into the page as
// inline scripts, `<script>self.__next_f.push([1,"…"])</script>`: about half of a page's brotli bytes (11 of 24 KB on
// `/`), and the reason no route's whole document fit in one round trip of a phone on a new connection. The first paint
// needs none of it: React reads it only when it hydrates, which starts after that paint (./hydrate-after-paint.mjs).
// `moveFlight` takes those scripts out of the page and gives their text, the RSC rows as Next's client router fetches
// them for a navigation, as one file named by a hash of its text (so it is kept for a year, like the build's chunks).
// The page's loader fetches it beside the page's scripts and hands it to Next before any of them runs.
import { createHash } from 'node:crypto';

/** An inline RSC push as Next writes it: JSON (`<` escaped as \u003c inside its strings, so `)</script>` ends it). */
const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** Where flight files are served from (the build writes them to `<distDir>/static/flight/`). */
export const FLIGHT_PATH = '/_next/static/flight/';

/** The file name for a flight file: a hash of its text. @param {string} text */
export function flightName(text) {
  return createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 22) + '.txt';
}

/**
 * The page without its inline RSC pushes, and the flight file that holds their text (`text`, `name`); `null` when
 * the page has none (already moved, or a page Next wrote without them) or one that is not text (`[1, "…"]`: Next's
 * form state and binary rows are other kinds), which then stays as it is.
 * @param {string} html @returns {{ html: string, flight: { text: string, name: string } | null }}
 */
export function moveFlight(html) {
  const rows = [];
  let other = false;
  const out = html.replace(PUSH, (push, json) => {
    let entry;
    try {
      entry = JSON.parse(json);
    } catch {
      other = true;
      return push;
    }
    if (entry.length !== 2 || entry[0] !== 1 || typeof entry[1] !== 'string') {
      other = true;
      return push;
    }
    rows.push(entry[1]);
    return '';
  });
  if (!rows.length || other) return { html, flight: null };
  const text = rows.join('');
  return { html: out, flight: { text, name: flightName(text) } };
}
