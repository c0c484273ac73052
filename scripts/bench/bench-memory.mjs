// `npm run bench:memory`: how much memory the whole site takes on a small machine, against an empty
// Next.js page under `next start` (scripts/bench/empty-next.mjs) in the same run. Memory is the proportional set
// size (Pss of /proc/PID/smaps_rollup, summed over every process the site starts: the server and the embedded
// PostgreSQL's processes), so shared pages are counted once across them. Both run on the embedded default
// (`npm start`'s defaults, a fresh DATA_DIR). Measured:
//   1. at start (after a few seconds' settling);
//   2. after a crawl of every link the site's pages name (pages, scripts, styles, fonts, media, every width of every
//      optimised image, as a browser accepting AVIF and WebP asks for them);
//   3. after 20 applications with files (2 PDFs of 1 MB each) sent at once;
//   4. after a member of staff edits content: signs in, opens the editor's pages, saves drafts of a role
//      and an expertise page and publishes each `EDITS` times, every publish re-rendered and warmed by the watcher;
//   5. the highest seen while the same member of staff sends `PICTURES` uploads of a 49-megapixel PNG at once (about
//      150 KB each on the wire: a decompression attack from a stolen session); each must be answered 201 or 503;
//   6. the highest seen while the outbox and sweeps run on for `--hold S` seconds (default 60; an hour is
//      `--hold 3600`).
// Goals: at most 300 MB at start, at most 512 MB after all of it. Needs a build (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { option } from '../lib/cli.mjs';
import { crawl, get } from '../lib/crawl.mjs';
import { processTree, pssBytes } from '../lib/process-memory.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { addStaff, application, publishedItems, saveAndPublish, signIn, submit } from '../lib/site-traffic.mjs';
import { startEmptyNextApp } from './empty-next.mjs';

const GOAL_START_MB = 300;
const GOAL_AFTER_MB = 512;
const SUBMISSIONS = 20;
const EDITS = 5;
const PICTURES = 50;
const STAFF = { email: 'bench-editor@driftline.test', password: 'a long bench passphrase' };
const holdSeconds = Number(option('hold', '60'));

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** @param {number} pid */
const comm = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
};

/** The tree's PSS in MB, in all and split into PostgreSQL's processes and the rest. @param {number} root */
function measure(root) {
  let all = 0;
  let db = 0;
  const pids = processTree(root);
  /** @type {string[]} */
  const each = [];
  for (const pid of pids) {
    const p = pssBytes(pid);
    all += p;
    const name = comm(pid);
    if (name.startsWith('postgres')) db += p;
    each.push(`${name} ${(p / 1048576).toFixed(1)}`);
  }
  if (process.argv.includes('--verbose')) console.log(`  ${each.join(', ')}`);
  return { all: all / 1048576, db: db / 1048576, processes: pids.length };
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A member of staff at work in the editor: signs in, opens the kinds, a role's list, form and history, then saves and
 * publishes a role's title and an expertise page's tag line EDITS times each (every publish makes this instance's
 * watcher re-render and warm the pages), and puts both back. Returns the number of publishes answered 200.
 * @param {string} base @param {string} dataDir
 */
async function editContent(base, dataDir) {
  await addStaff(dataDir, STAFF.email, STAFF.password);
  const cookie = await signIn(base, STAFF.email, STAFF.password);
  const items = await publishedItems(dataDir, `(i.kind = 'role' AND i.key = 'junior-frontend-developer') OR (i.kind = 'expertise-page' AND i.key = 'docker')`);
  if (items.length !== 2) throw new Error(`expected a role and an expertise page, found ${items.length} items`);
  let published = 0;
  for (const item of items) {
    for (const route of ['/staff/content', `/staff/content/${item.kind}`, `/staff/content/${item.kind}/${item.id}`, `/staff/content/${item.kind}/${item.id}/history`]) {
      await (await fetch(`${base}${route}`, { headers: { cookie } })).arrayBuffer();
    }
    let baseVersion = item.version;
    for (let n = 0; n <= EDITS; n++) {
      const data = structuredClone(item.data);
      // The last round puts the item back as it was.
      if (n < EDITS) {
        if (item.kind === 'role') data.title = `${item.data.title} ${n + 1}`;
        else data.hero.tagText = `${item.data.hero.tagText} (${n + 1})`;
      }
      const done = await saveAndPublish(base, cookie, item.id, data, baseVersion);
      baseVersion = done.versionId;
      if (done.published) published++;
      await sleep(1500); // the watcher's turn: re-render and warm
    }
  }
  return { published, cookie };
}

/**
 * PICTURES uploads of one 49-megapixel PNG (7000 × 7000, one colour: about 150 KB) sent at once through the media
 * library's route; the statuses, and the highest memory seen while they are answered (sampled every 200 ms).
 * @param {string} base @param {string} cookie @param {number} pid
 */
async function uploadPictures(base, cookie, pid) {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png({ compressionLevel: 9 }).toBuffer();
  let peak = measure(pid).all;
  const sampler = setInterval(() => (peak = Math.max(peak, measure(pid).all)), 200);
  const statuses = await Promise.all(
    Array.from({ length: PICTURES }, async () => {
      const form = new FormData();
      form.append('alt', 'A large plain picture');
      form.append('upload', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plain.png');
      try {
        const r = await fetch(`${base}/api/staff/content/media`, { method: 'POST', headers: { origin: base, cookie }, body: form });
        await r.arrayBuffer();
        return r.status;
      } catch {
        return 0; // cut before its answer
      }
    }),
  );
  await sleep(1000);
  clearInterval(sampler);
  return { statuses, peak: Math.max(peak, measure(pid).all), bytes: png.length };
}
const mb = (/** @type {number} */ n) => `${Math.round(n)} MB`;

/** @type {{ label: string, start: number, crawl: number, submissions: number, edited: number, pictures?: number, hold: number, db: string, note: string }[]} */
const rows = [];

// 1. The reference: an empty Next.js page.
{
  const ref = await startEmptyNextApp();
  try {
    await sleep(3000);
    const start = measure(ref.pid).all;
    await get(ref.url + '/');
    const after = measure(ref.pid).all;
    rows.push({ label: 'empty Next.js page (`next start`)', start, crawl: after, submissions: after, edited: after, hold: after, db: '–', note: '1 link' });
  } finally {
    await ref.stop();
  }
}

// 2. The site on its embedded default.
{
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-memory-'));
  // The image optimiser's first pass is the costly one (every width of every picture, resized once): start from an
  // empty cache, as a new release does, so the crawl measures it.
  await rm(path.join(process.env.NEXT_DIST_DIR || '.next', 'cache', 'images'), { recursive: true, force: true });
  const server = await startProductionServer({ dataDir, env: { RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'loopback', REQUEST_RATE_LIMIT: 'off' }, echo: 'errors' }) // the crawl is one address at machine speed;
  try {
    await sleep(5000);
    const start = measure(server.pid);
    console.log(`site at start: ${mb(start.all)} (${start.processes} processes; PostgreSQL ${mb(start.db)})`);
    const c = await crawl(server.url);
    await sleep(2000);
    const crawled = measure(server.pid);
    console.log(`site after the crawl of ${c.links} links (${c.failed} failed): ${mb(crawled.all)} (PostgreSQL ${mb(crawled.db)})`);
    let peak = crawled.all;
    const sampler = setInterval(() => (peak = Math.max(peak, measure(server.pid).all)), 500);
    const statuses = await Promise.all(Array.from({ length: SUBMISSIONS }, (_, i) => submit(server.url, application(i), `198.51.100.${i + 1}`)));
    await sleep(2000);
    const submitted = measure(server.pid);
    const accepted = statuses.filter((s) => s === 201).length;
    console.log(`site after ${SUBMISSIONS} applications with files (${accepted} answered 201): ${mb(submitted.all)} (PostgreSQL ${mb(submitted.db)})`);
    const { published: publishes, cookie } = await editContent(server.url, dataDir);
    await sleep(3000);
    const edited = measure(server.pid);
    console.log(`site after staff edited and published content ${publishes} times: ${mb(edited.all)} (PostgreSQL ${mb(edited.db)})`);
    const pictures = await uploadPictures(server.url, cookie, server.pid);
    peak = Math.max(peak, pictures.peak);
    /** @type {Map<number, number>} */
    const tally = new Map();
    for (const s of pictures.statuses) tally.set(s, (tally.get(s) ?? 0) + 1);
    const byStatus = [...tally].map(([s, n]) => `${n} × ${s || 'cut'}`).join(', ');
    console.log(`site during ${PICTURES} uploads at once of a 49-megapixel PNG (${Math.round(pictures.bytes / 1024)} KB; ${byStatus}): highest ${mb(pictures.peak)}`);
    const picturesAnswered = pictures.statuses.every((s) => s === 201 || s === 503);
    console.log(`holding ${holdSeconds} s (outbox, sweeps)…`);
    await sleep(holdSeconds * 1000);
    clearInterval(sampler);
    const held = measure(server.pid);
    peak = Math.max(peak, held.all);
    rows.push({
      label: 'the site (`npm start`, embedded PostgreSQL)',
      start: start.all,
      crawl: crawled.all,
      submissions: submitted.all,
      edited: edited.all,
      pictures: pictures.peak,
      hold: peak,
      db: `${mb(start.db)} → ${mb(held.db)}`,
      note: `${c.links} links, ${accepted}/${SUBMISSIONS} stored, ${publishes}/${2 * (EDITS + 1)} published, pictures ${byStatus}`,
    });
    if (start.all > GOAL_START_MB || peak > GOAL_AFTER_MB || accepted !== SUBMISSIONS || c.failed || publishes !== 2 * (EDITS + 1) || !picturesAnswered) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nProportional set size of every process (goal: the site ≤ ${GOAL_START_MB} MB at start, ≤ ${GOAL_AFTER_MB} MB after all)\n`);
console.log(`| process | at start | after the crawl | after 20 submissions | after editing content | during ${PICTURES} 49-MP uploads | highest, incl. the hold | of which PostgreSQL | run |`);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.label} | ${mb(r.start)} | ${mb(r.crawl)} | ${mb(r.submissions)} | ${mb(r.edited)} | ${r.pictures === undefined ? '–' : mb(r.pictures)} | ${mb(r.hold)} | ${r.db} | ${r.note} |`);
