// `npm run bench:soak`: the whole site's memory under an hour of mixed use, every process, every minute. Starts the
// production server (`npm start`'s defaults: the build in .next, the embedded PostgreSQL, a fresh DATA_DIR), crawls
// it once (every link its pages name), then for `--minutes M` (default 60) sends, at a stated rate:
//   - visitors: `--views N` requests a second (default 4), each a random address of the crawl (pages, scripts, styles,
//     fonts, media, optimised images), one page view in four as the client router asks for it (RSC);
//   - an application with two 1 MB PDFs every `--submit S` seconds (default 60);
//   - a member of staff opening the editor, saving and publishing a role's title or an expertise page's tag line every
//     `--publish S` seconds (default 120; every page the publish touches is rendered again and warmed);
//   - an image (a 1600×1000 JPEG) uploaded to the media library every `--image S` seconds (default 300), and a 4 s
//     720p video (transcoded into its ladder by the site) every `--video S` seconds (default 600).
// Every minute it prints the proportional set size (Pss, /proc/PID/smaps_rollup) of every process of the site (the
// server, each of PostgreSQL's, a transcode and its ffmpeg while one runs) and their sum, and at the end: the highest
// sum, and the first and the last five minutes of the last half with the slope of a line fitted through the last
// half (MB per 10 minutes). The goals: the sum within 512 MB throughout, and no growth over the last half beyond
// noise. Every sample is also written to .bench/soak-<time>.json. Needs a build (`npm run build`). The exit code is 1
// when a goal is missed or part of the traffic failed.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { option } from '../lib/cli.mjs';
import { crawl, get } from '../lib/crawl.mjs';
import { processTree, pssBytes } from '../lib/process-memory.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { addStaff, application, publishedItems, saveAndPublish, signIn, submit, uploadMedia } from '../lib/site-traffic.mjs';

const require = createRequire(import.meta.url);
const MINUTES = Number(option('minutes', '60'));
const VIEWS_PER_SECOND = Number(option('views', '4'));
const SUBMIT_S = Number(option('submit', '60'));
const PUBLISH_S = Number(option('publish', '120'));
const IMAGE_S = Number(option('image', '300'));
const VIDEO_S = Number(option('video', '600'));
const BUDGET_MB = 512;
/** Growth over the last half that is still noise: the larger of this and 3 % of its start. */
const NOISE_MB = 15;
const STAFF = { email: 'soak@driftline.test', password: 'a long soak passphrase' };
const MB = 1048576;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** What a process is: the server, one of PostgreSQL's (by its title), a transcode, ffmpeg. @param {number} pid @param {number} root */
function nameOf(pid, root) {
  if (pid === root) return 'server';
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (comm.startsWith('postgres')) return cmd.length === 1 && cmd[0].startsWith('postgres:') ? cmd[0].replace(/\s+/g, ' ').slice(0, 40) : 'postgres';
    if (comm === 'node') return 'transcode (node)';
    return comm;
  } catch {
    return '?';
  }
}

/** Every process of the site with its Pss in MB, and the sum. @param {number} root */
function sample(root) {
  /** @type {{ pid: number, name: string, mb: number }[]} */
  const processes = [];
  for (const pid of processTree(root)) {
    const mb = pssBytes(pid) / MB;
    if (mb > 0) processes.push({ pid, name: nameOf(pid, root), mb });
  }
  return { total: processes.reduce((t, p) => t + p.mb, 0), processes };
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
const counts = { views: 0, viewsFailed: 0, submitted: 0, submitFailed: 0, published: 0, publishFailed: 0, images: 0, videos: 0, uploadsFailed: 0, errors: 0 };

// The site's DATA_DIR is a folder of its own (the embedded database's user must be able to enter it); the clips made
// for the uploads go in another.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-soak-'));
const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-soak-clips-'));
const server = await startProductionServer({
  dataDir,
  // One address sends all of it, as fast as the rate says: the per-address limits are not what is measured.
  env: { TRUST_PROXY: 'loopback', REQUEST_RATE_LIMIT: 'off', RATE_LIMIT_MAX: '100000' },
  echo: 'errors',
});
const base = server.url;
/** @type {{ minute: number, total: number, processes: { pid: number, name: string, mb: number }[] }[]} */
const samples = [];
let stopping = false;
try {
  const start = sample(server.pid);
  samples.push({ minute: 0, ...start });
  console.log(`at start: ${start.total.toFixed(0)} MB (${start.processes.length} processes)`);
  console.log('crawling every link the pages name…');
  const crawled = await crawl(base);
  console.log(`crawled ${crawled.links} addresses (${crawled.failed} failed)`);
  const addresses = crawled.addresses;
  const pages = addresses.filter((a) => !a.startsWith('/_next/') && !a.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(a.split('?')[0]));

  await addStaff(dataDir, STAFF.email, STAFF.password);
  const cookie = await signIn(base, STAFF.email, STAFF.password);
  const items = await publishedItems(dataDir, `(i.kind = 'role' AND i.key = 'junior-frontend-developer') OR (i.kind = 'expertise-page' AND i.key = 'docker')`);
  if (items.length !== 2) throw new Error(`expected a role and an expertise page, found ${items.length} items`);
  const versions = new Map(items.map((i) => [i.id, i.version]));

  const ends = Date.now() + MINUTES * 60_000;
  /** Runs `task` every `seconds` until the end, never two at once. @param {number} seconds @param {(n: number) => Promise<void>} task */
  const every = async (seconds, task) => {
    for (let n = 0; Date.now() < ends && !stopping; n++) {
      const next = Date.now() + seconds * 1000;
      await task(n).catch((err) => {
        counts.errors++;
        console.log(`  minute ${Math.floor((Date.now() - ends) / 60_000) + MINUTES}: ${String(err?.message ?? err)}`);
      });
      await sleep(Math.max(0, next - Date.now()));
    }
  };

  const visitors = every(1, async () => {
    await Promise.all(
      Array.from({ length: VIEWS_PER_SECOND }, async () => {
        const router = Math.random() < 0.25;
        const target = router ? pages[Math.floor(Math.random() * pages.length)] : addresses[Math.floor(Math.random() * addresses.length)];
        const headers = router ? { rsc: '1' } : target.startsWith('/_next/image') ? { accept: 'image/avif,image/webp,*/*' } : { accept: 'text/html,*/*' };
        const r = await get(base + target, headers).catch(() => null);
        if (r && r.status < 500) counts.views++;
        else counts.viewsFailed++;
      }),
    );
  });
  const applications = every(SUBMIT_S, async (n) => {
    const status = await submit(base, application(n), `198.51.100.${(n % 250) + 1}`);
    if (status === 201) counts.submitted++;
    else counts.submitFailed++;
  });
  const editing = every(PUBLISH_S, async (n) => {
    const item = items[n % 2];
    for (const route of ['/staff/content', `/staff/content/${item.kind}`, `/staff/content/${item.kind}/${item.id}`]) await (await fetch(`${base}${route}`, { headers: { cookie } })).arrayBuffer();
    const data = structuredClone(item.data);
    // Every other edit of an item puts it back as it was.
    const round = Math.floor(n / 2);
    if (round % 2 === 0) {
      if (item.kind === 'role') data.title = `${item.data.title} ${round + 1}`;
      else data.hero.tagText = `${item.data.hero.tagText} (${round + 1})`;
    }
    const done = await saveAndPublish(base, cookie, item.id, data, /** @type {number} */ (versions.get(item.id)));
    versions.set(item.id, done.versionId);
    if (done.published) counts.published++;
    else counts.publishFailed++;
  });
  const images = every(IMAGE_S, async (n) => {
    const hue = (n * 47) % 360;
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .modulate({ hue })
      .jpeg({ quality: 80 })
      .toBuffer();
    const up = await uploadMedia(base, cookie, jpeg, 'image/jpeg', `soak-${n}.jpg`, `Soak test image ${n}`);
    if (up.status === 201) counts.images++;
    else counts.uploadsFailed++;
  });
  const videos = every(VIDEO_S, async (n) => {
    const file = path.join(scratch, `clip-${n}.mp4`);
    await promisify(execFile)(require('@ffmpeg-installer/ffmpeg').path, [
      '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=4',
      '-vf', `hue=h=${(n * 61) % 360}`, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', file,
    ]);
    const up = await uploadMedia(base, cookie, await readFile(file), 'video/mp4', `soak-${n}.mp4`, `Soak test video ${n}`);
    await rm(file, { force: true });
    if (up.status === 201) counts.videos++;
    else counts.uploadsFailed++;
  });
  const sampler = every(60, async (n) => {
    if (n === 0) return;
    const s = sample(server.pid);
    samples.push({ minute: n, ...s });
    const list = s.processes.map((p) => `${p.name} ${p.mb.toFixed(0)}`).join(', ');
    console.log(`min ${String(n).padStart(3)}: ${s.total.toFixed(0).padStart(4)} MB | ${list} | views ${counts.views} (${counts.viewsFailed} failed), applications ${counts.submitted}, publishes ${counts.published}, images ${counts.images}, videos ${counts.videos}`);
  });
  await Promise.all([visitors, applications, editing, images, videos, sampler]);
  const last = sample(server.pid);
  samples.push({ minute: MINUTES, ...last });
} finally {
  stopping = true;
  await server.stop().catch((err) => console.log(String(err)));
  await rm(scratch, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}

mkdirSync('.bench', { recursive: true });
const file = path.join('.bench', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ minutes: MINUTES, rate: { VIEWS_PER_SECOND, SUBMIT_S, PUBLISH_S, IMAGE_S, VIDEO_S }, counts, samples }, null, 1));

const peak = samples.reduce((m, s) => Math.max(m, s.total), 0);
const half = samples.filter((s) => s.minute >= MINUTES / 2);
const mean = (/** @type {typeof samples} */ ss) => ss.reduce((t, s) => t + s.total, 0) / Math.max(1, ss.length);
const firstFive = mean(half.slice(0, 5));
const lastFive = mean(half.slice(-5));
// Least squares through the last half: MB a minute.
const mx = half.reduce((t, s) => t + s.minute, 0) / half.length;
const my = mean(half);
const slope = half.reduce((t, s) => t + (s.minute - mx) * (s.total - my), 0) / Math.max(1e-9, half.reduce((t, s) => t + (s.minute - mx) ** 2, 0));
const growth = lastFive - firstFive;
const noise = Math.max(NOISE_MB, 0.03 * firstFive);
const flat = growth <= noise && slope * 10 <= noise;

console.log(`\n${MINUTES} minutes: ${VIEWS_PER_SECOND} requests a second from visitors (one page view in four by the client router), an application with 2 × 1 MB every ${SUBMIT_S} s, a publish every ${PUBLISH_S} s, an image every ${IMAGE_S} s, a video every ${VIDEO_S} s`);
console.log(`traffic: ${counts.views} visitor requests (${counts.viewsFailed} failed), ${counts.submitted} applications stored (${counts.submitFailed} not), ${counts.published} publishes (${counts.publishFailed} not), ${counts.images} images and ${counts.videos} videos uploaded (${counts.uploadsFailed} not); ${counts.errors} task(s) failed at the connection or threw`);
console.log(`whole site (Pss, every process): ${samples[0].total.toFixed(0)} MB at start, highest ${peak.toFixed(0)} MB (budget ${BUDGET_MB} MB)`);
console.log(`last half (minute ${half[0]?.minute} on): first five minutes ${firstFive.toFixed(0)} MB, last five ${lastFive.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB); fitted slope ${(slope * 10).toFixed(1)} MB per 10 minutes; noise allowed ±${noise.toFixed(0)} MB: ${flat ? 'flat' : 'GROWING'}`);
console.log(`samples: ${file}`);
const failed = counts.viewsFailed + counts.submitFailed + counts.publishFailed + counts.uploadsFailed + counts.errors;
if (peak > BUDGET_MB || !flat || failed > 0) process.exitCode = 1;
