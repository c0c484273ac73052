// The outside reference of `npm run audit`: an empty Next.js page, built and served by plain `next start`, as an
// auditor from outside compares the site with. The app is not committed: this module writes its few files into a
// folder of its own under the system's temporary folder (one per checkout), gives it the checkout's own Next, React
// and their dependencies as hard-linked copies (the same pinned versions, no download), builds it when its files
// or Next change, and starts `next start` on a free 127.0.0.1 port. Nothing of the site is in it: no stylesheet,
// no font, no header, no post-build steps, so it is the floor a Next 16 page stands on (its framework scripts and
// their hydration), not the site's own shell (that is /audit/reference).
// Why not a git-ignored folder inside the checkout: there, Turbopack compiles the checkout's own
// src/instrumentation.ts and src/proxy.ts into the app (tried with Next 16.4.6; `next start` then opened the
// site's database in the app's folder and the proxy would add the site's headers), whatever turbopack.root says.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/production-server.mjs';

/** The route the audit loads on it, and the name its row carries. */
export const EMPTY_NEXT_ROUTE = '/';
export const EMPTY_NEXT_LABEL = 'empty Next.js page';

/** The packages the app needs, found from these through their dependencies in the checkout's node_modules. */
const ROOT_PACKAGES = ['next', 'react', 'react-dom'];

/** The whole app: a root layout and one page with a heading (Lighthouse needs a paint), in plain JavaScript. */
const FILES = {
  'package.json': '{ "private": true, "name": "audit-empty-next" }\n',
  'app/layout.js':
    "export const metadata = { title: 'Empty page', description: 'An empty Next.js page: the audit\\'s outside reference.' };\n" +
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.js': 'export default function Page() {\n  return (\n    <main>\n      <h1>Empty page</h1>\n    </main>\n  );\n}\n',
};

/** `name` and every package it depends on (installed optional ones too), as installed in `modules`. */
function packageClosure(modules, names, seen = new Set()) {
  for (const name of names) {
    const manifest = path.join(modules, name, 'package.json');
    if (seen.has(name) || !existsSync(manifest)) continue;
    seen.add(name);
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    packageClosure(modules, Object.keys({ ...dependencies, ...optionalDependencies }), seen);
  }
  return seen;
}

/** Where the app lives for the checkout at `root`: one folder per checkout under the temporary folder. */
export function emptyNextDir(root) {
  return path.join(os.tmpdir(), `audit-empty-next-${createHash('sha256').update(root).digest('hex').slice(0, 10)}`);
}

/**
 * Writes the app (its files, and its packages from the checkout), builds it when its files or Next changed since
 * its last build, and serves it with `next start` on a free port of 127.0.0.1.
 * @param {{ cwd?: string }} [options] the checkout (default: the current directory)
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startEmptyNextApp({ cwd = process.cwd() } = {}) {
  const root = path.resolve(cwd);
  const dir = emptyNextDir(root);
  const modules = path.join(root, 'node_modules');
  const packages = [...packageClosure(modules, ROOT_PACKAGES)].sort();
  const versions = packages.map((name) => `${name}@${JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version}`);
  const digest = createHash('sha256').update(JSON.stringify({ FILES, versions })).digest('hex');
  const stamp = path.join(dir, 'audit-source-hash');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
    console.log(`Building the ${EMPTY_NEXT_LABEL} in ${dir} (${versions.find((v) => v.startsWith('next@'))})…`);
    rmSync(dir, { recursive: true, force: true });
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    // Hard links: the same files as the checkout's, in no time and no space (copies where links cannot be made).
    for (const name of packages) {
      const to = path.join(dir, 'node_modules', name);
      mkdirSync(path.dirname(to), { recursive: true });
      try {
        execFileSync('cp', ['-al', path.join(modules, name), to]);
      } catch {
        execFileSync('cp', ['-R', path.join(modules, name), to]);
      }
    }
    const built = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`building the ${EMPTY_NEXT_LABEL} failed:\n${built.stdout}\n${built.stderr}`);
    writeFileSync(stamp, digest);
  }

  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stopOnExit = () => void (running() && child.kill('SIGTERM'));
  process.once('exit', stopOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`next start exited early:\n${out}`);
    try {
      await new Promise((resolve, reject) =>
        http.get(url + EMPTY_NEXT_ROUTE, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject),
      );
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`next start did not answer within 60 s:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      process.off('exit', stopOnExit);
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
