// `npm run bench:media`: the site's memory while an uploaded video is transcoded (docs/content-editing-design.md
// 3.7). Starts the production server (the build in .next, the embedded database, a fresh DATA_DIR), makes a staff
// account and signs in, makes a test MP4 with ffmpeg (testsrc, 1920×1080, `--seconds S`, default 20), uploads it to
// /api/staff/content/media, and samples every 200 ms, until the job is done, the proportional set size (Pss) of every
// process the site has started (the server, the embedded PostgreSQL's processes, the transcode child and its ffmpeg),
// in all and by process name. Prints the figures at rest, the highest seen during the job, and how long the poster
// (in the upload's answer) and the ladder took. Needs a build (`npm run build`).
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { option } from '../lib/cli.mjs';
import { processTree, pssBytes } from '../lib/process-memory.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const require = createRequire(import.meta.url);
const PASSWORD = 'a long staff passphrase';
const seconds = Number(option('seconds', '20'));
const MB = 1048576;

/** @param {number} pid */
const comm = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
};

/** PSS of the tree in MB, in all and by process name. @param {number} root */
function measure(root) {
  /** @type {Record<string, number>} */
  const byName = {};
  let all = 0;
  for (const pid of processTree(root)) {
    const p = pssBytes(pid) / MB;
    all += p;
    const name = pid === root ? 'server (node)' : comm(pid) === 'node' ? 'transcode (node)' : comm(pid).startsWith('postgres') ? 'postgres' : comm(pid);
    byName[name] = (byName[name] ?? 0) + p;
  }
  return { all, byName };
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-media-'));
const server = await startProductionServer({ env: { RATE_LIMIT_MAX: '1000' } });
try {
  const added = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', 'bench@driftline.test'], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(added.stderr);
  const signed = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@driftline.test', password: PASSWORD }),
  });
  const cookie = signed.headers.getSetCookie().find((c) => /^(__Host-)?driftline\.session=/.test(c))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in answered ${signed.status}`);

  const file = path.join(scratch, 'clip.mp4');
  await promisify(execFile)(require('@ffmpeg-installer/ffmpeg').path, [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', file,
  ]);
  const bytes = await readFile(file);

  await new Promise((r) => setTimeout(r, 3000));
  const rest = measure(server.pid);

  const form = new FormData();
  form.append('alt', 'A test pattern');
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'clip.mp4');
  const started = Date.now();
  /** @type {{ all: number, byName: Record<string, number> }} */
  const peak = { all: 0, byName: {} };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const m = measure(server.pid);
      if (m.all > peak.all) peak.all = m.all;
      for (const [name, v] of Object.entries(m.byName)) peak.byName[name] = Math.max(peak.byName[name] ?? 0, v);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const answer = await fetch(`${server.url}/api/staff/content/media`, { method: 'POST', headers: { origin: server.url, cookie }, body: form });
  const posterMs = Date.now() - started;
  const { asset } = await answer.json();
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
  let state = asset.state;
  while (state === 'processing') {
    await new Promise((r) => setTimeout(r, 500));
    const list = await (await fetch(`${server.url}/api/staff/content/media`, { headers: { origin: server.url, cookie } })).json();
    state = list.assets.find((/** @type {{ id: string }} */ a) => a.id === asset.id).state;
  }
  const ladderMs = Date.now() - started;
  sampling = false;
  await sampler;
  await new Promise((r) => setTimeout(r, 2000));
  const after = measure(server.pid);

  console.log(`video: ${seconds} s, 1920×1080 at 30 fps, ${(bytes.length / MB).toFixed(1)} MB; job ${state}`);
  console.log(`upload answered (poster made) in ${(posterMs / 1000).toFixed(1)} s; ladder ready after ${(ladderMs / 1000).toFixed(1)} s`);
  console.log(`PSS, every process the site started (MB):`);
  console.log(`  at rest, signed in     ${rest.all.toFixed(0)}   (${Object.entries(rest.byName).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')})`);
  console.log(`  highest during the job ${peak.all.toFixed(0)}   (highest of each: ${Object.entries(peak.byName).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')})`);
  console.log(`  after the job          ${after.all.toFixed(0)}   (${Object.entries(after.byName).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')})`);
} finally {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
}
