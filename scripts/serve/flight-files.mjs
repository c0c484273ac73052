// The RSC data of pages Next renders again at runtime (after a publish), as files of their own, like the build's
// (scripts/build/lib/flight-after-paint.mjs): the page finisher (finish.mjs) hands each page's data here, and the
// page's loader fetches it from /_next/static/flight/<name>.txt once the page has painted.
//
// The build's flight files are in <distDir>/static/flight/ and Next (or nginx, from the release folder) serves them.
// Those made at runtime are written to <distDir>/cache/flight/, shared by the instances of a release as the image
// cache is (and the one folder of the release an instance may write), and this edge answers them from that folder,
// where another instance may have written the one a visitor's page names. A file is named by a hash of its text,
// written whole and renamed into place, so a copy is always the right one. The edge's memory (memory.mjs) keeps what
// this answers (`isFlightAddress`), as it keeps the build's files: the folder is read once per file and instance, and
// each file compressed once.
//
// Bounded: on disk, a file no instance has rendered or touched for a week is removed, hourly; an instance touches the
// files of the pages it rendered last (one per address, MAX_KEPT addresses) every hour, so a page left unchanged keeps
// its data.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FLIGHT_PATH } from '../build/lib/flight-after-paint.mjs';

/** A flight file's name: 22 base64url characters (flightName), `.txt`. */
const NAME = /^[\w-]{22}\.txt$/;
/** Addresses whose latest flight file an instance touches. */
const MAX_KEPT = 1024;
/** A runtime flight file no instance has touched for this long is removed. */
const UNUSED_MS = 7 * 24 * 3600 * 1000;
const SWEEP_MS = 3600 * 1000;

/** The flight file a request target names, or null (a crafted name, a query, another address). @param {string} url */
function flightNameOf(url) {
  if (!url.startsWith(FLIGHT_PATH)) return null;
  const name = url.slice(FLIGHT_PATH.length);
  return NAME.test(name) ? name : null;
}

/** Whether a request target is a flight file's address (for the edge's memory). @param {string} url */
export function isFlightAddress(url) {
  return flightNameOf(url) !== null;
}

/** The names of a folder's files, none when it cannot be read. @param {string} dir */
function namesIn(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * @param {{ distDir: string, now?: () => number }} options
 */
export function createFlightFiles({ distDir, now = Date.now }) {
  const dir = path.join(distDir, 'cache', 'flight');
  /** The build's own flight files (Next serves them), read once: a release's build never changes. */
  const inBuild = new Set(namesIn(path.join(distDir, 'static', 'flight')));
  /** @type {Map<string, string>} the latest flight file of each address this instance finished: url → name */
  const latest = new Map();

  /** The files this instance holds, touched; runtime files nobody touched for a week, removed. */
  function sweep() {
    const at = new Date(now());
    for (const name of new Set(latest.values())) {
      try {
        utimesSync(path.join(dir, name), at, at);
      } catch {
        // removed by hand, or never written (the build has it): nothing to keep fresh
      }
    }
    for (const name of namesIn(dir)) {
      const file = path.join(dir, name);
      try {
        if (now() - statSync(file).mtimeMs > UNUSED_MS) rmSync(file, { force: true });
      } catch {
        // gone already (another instance swept it)
      }
    }
  }
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();

  return {
    /**
     * Keeps a page's flight file (the page finisher's `keepFlight`) so that it can be served by the time the page is;
     * false when it cannot be written (the page then keeps its data inline).
     * @param {string} url the page's address @param {{ text: string, name: string }} flight
     */
    keep(url, flight) {
      if (!NAME.test(flight.name)) return false;
      if (inBuild.has(flight.name)) return true; // Next serves it
      const file = path.join(dir, flight.name);
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        writeFileSync(temp, flight.text, { mode: 0o600 });
        renameSync(temp, file);
      } catch {
        return false;
      }
      const key = url.split('?')[0];
      latest.delete(key);
      latest.set(key, flight.name);
      if (latest.size > MAX_KEPT) latest.delete(/** @type {string} */ (latest.keys().next().value));
      return true;
    },

    /**
     * Answers a GET or HEAD of a runtime flight file (true), as Next answers a build file: the compression layer
     * around it compresses it, and the edge's memory keeps it. False for anything else, and for the build's own (Next
     * serves them) or a name no instance wrote (Next answers 404).
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const name = flightNameOf(req.url ?? '');
      if (!name || inBuild.has(name)) return false;
      let body;
      try {
        body = readFileSync(path.join(dir, name));
      } catch {
        return false;
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },

    sweep,
    stop() {
      clearInterval(timer);
    },
  };
}
