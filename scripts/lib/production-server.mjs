// Starts the production server on a free 127.0.0.1 port and stops it again: the one launcher behind the integration
// tests (tests/integration/harness.ts), the browser journeys' port (playwright.config.ts), the screenshots, the
// audit and the upload benchmark (scripts/bench/). Plain JavaScript with JSDoc types: TypeScript files import it as
// it is (tsconfig allowJs). No import.meta here: Playwright compiles what playwright.config.ts imports to CommonJS,
// and import.meta would make Node load that output as an ES module, where `exports` does not exist.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/** What a server log must never show: an error no code path handled. */
export const UNCAUGHT = /uncaughtException|unhandledRejection|Unhandled Rejection|UnhandledPromiseRejection/i;

/**
 * The lines of a file, from byte `start`, from the first that matches `pattern` on, at most `count` of them (none: no
 * line matches), read a line at a time (a benchmark's log is hundreds of megabytes).
 * @param {string} file @param {number} start @param {RegExp} pattern @param {number} count
 * @returns {Promise<string[]>}
 */
async function firstLines(file, start, pattern, count) {
  /** @type {string[]} */
  const found = [];
  const input = createReadStream(file, { start });
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (found.length || pattern.test(line)) found.push(line);
    if (found.length >= count) break;
  }
  lines.close();
  input.destroy();
  return found;
}

/**
 * The last whole lines of a file within its last `bytes`, from byte `start` on, as text ('' when it cannot be read).
 * @param {string} file @param {number} start @param {number} bytes
 */
function fileEnd(file, start, bytes) {
  try {
    const fd = openSync(file, 'r');
    try {
      const { size } = fstatSync(fd);
      const from = Math.max(start, size - bytes);
      const buffer = Buffer.alloc(size - from);
      const text = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, from)).toString('utf8');
      return from > start ? text.slice(text.indexOf('\n') + 1) : text;
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/**
 * A port free on 127.0.0.1 right now (the system picks it; it stays free unless another process takes it first).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * freePort for a caller that cannot wait (playwright.config.ts picks its port while the config loads): asks a short
 * child process, so the answer is synchronous.
 * @returns {number}
 */
export function freePortSync() {
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]);
  return Number(out.toString());
}

/** How much of a server's output is kept whole; past it, request lines are counted, not kept. */
const OUTPUT_KEPT_WHOLE = 64 * 1024 * 1024;
const REQUEST_LINE = /"msg":"request"\}\s*$/;

/**
 * What a server wrote, for output() and the check for uncaught errors at stop(). A benchmark makes a server log a
 * line per request, millions of them, more than a string can hold (about 512 M characters): once `wholeUpTo`
 * characters are kept, request lines are left out and counted, every other line is still kept.
 * @param {number} [wholeUpTo]
 */
export function serverOutput(wholeUpTo = OUTPUT_KEPT_WHOLE) {
  let text = '';
  /** Past the bound: the line not yet ended. */
  let partial = '';
  let leftOut = 0;
  let whole = true;
  return {
    /** @param {string | Buffer} chunk */
    add(chunk) {
      if (whole) {
        text += chunk;
        if (text.length < wholeUpTo) return;
        whole = false;
        const cut = text.lastIndexOf('\n') + 1;
        partial = text.slice(cut);
        text = text.slice(0, cut);
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = /** @type {string} */ (lines.pop());
      for (const line of lines) {
        if (REQUEST_LINE.test(line)) leftOut++;
        else text += `${line}\n`;
      }
    },
    /** Everything kept, with a line saying how many request lines were left out, if any. */
    text() {
      return leftOut ? `${text}${partial}\n[${leftOut} request line(s) left out of this copy of the output]\n` : text + partial;
    },
  };
}

/**
 * @typedef {object} ProductionServer
 * @property {string} url `http://127.0.0.1:<port>`, no trailing slash
 * @property {number} port
 * @property {number} pid the server's process (the upload benchmark measures its memory)
 * @property {string} dataDir its DATA_DIR
 * @property {() => string} output everything it has written to stdout and stderr so far (with a logFile: its stderr,
 *   then the log file's last lines)
 * @property {() => Promise<void>} stop SIGTERM (then SIGKILL after 10 s); throws when the server's log shows an
 *   uncaught error (UNCAUGHT)
 * @property {() => Promise<void>} kill SIGKILL at once, as a crash would
 * @property {Promise<{ code: number | null, signal: string | null }>} exit settles when the process has exited
 */

/**
 * @typedef {object} StartOptions
 * @property {Record<string, string>} [env] more environment for the server, over this process's own and the
 *   defaults below (NODE_ENV=production, PORT, HOSTNAME=127.0.0.1, DATA_DIR)
 * @property {string} [dataDir] its DATA_DIR (relative to cwd, or absolute); by default a fresh temporary folder,
 *   removed by stop() (kill() keeps it, as a crash would, to start again on); a folder given here is the caller's
 * @property {string} [entry] the script to run, relative to cwd: `scripts/serve/server.mjs` (the default) serves
 *   the build as it is; `scripts/serve/start.mjs` goes through `npm start`'s own step, which may build first (allow
 *   minutes in startMs)
 * @property {number} [startMs] how long it may take to answer (default 60 s)
 * @property {string} [cwd] the checkout whose build is served (default: the current directory, which `npm run` sets
 *   to the checkout)
 * @property {'all' | 'errors'} [echo] also copy the server's stdout and stderr ('all') or its stderr ('errors') to
 *   this process's; it is captured for output() either way
 * @property {string} [logFile] write the server's stdout (its log) to this file, appended, instead of a pipe to this
 *   process: a benchmark's server then pays for its log what one writing to a file pays, and this process, which
 *   shares the machine, reads none of it while it measures. output() then holds its stderr and the file's last
 *   lines; stop() looks through all it wrote there for uncaught errors; `echo` copies its stderr only.
 */

/**
 * Spawns `node <entry>` with NODE_ENV=production on a free port of 127.0.0.1 and resolves once it answers an HTTP
 * request (any status: the server listens only once Next is ready). Rejects, with the server's output, when it
 * exits first or does not answer within startMs (it is killed then).
 * @param {StartOptions} [options]
 * @returns {Promise<ProductionServer>}
 */
export async function startProductionServer({ env = {}, dataDir, entry = 'scripts/serve/server.mjs', startMs = 60_000, cwd = process.cwd(), echo, logFile } = {}) {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'production-server-')));
  /** The folder this function made, gone with the server: an embedded database is about 170 MB. */
  const removeOwnDir = () => (dataDir === undefined ? rm(dir, { recursive: true, force: true, maxRetries: 3 }) : Promise.resolve());
  const port = await freePort();
  const out = serverOutput();
  const logFd = logFile ? openSync(logFile, 'a', 0o600) : null;
  /** Where this server's lines start in the log file (it is appended to). */
  const logStart = logFd === null ? 0 : fstatSync(logFd).size;
  let child;
  try {
    child = spawn(process.execPath, [path.resolve(cwd, entry)], {
      cwd,
      // MALLOC_ARENA_MAX as `npm start` and the systemd unit set it (package.json, deploy/systemd/driftline@.service).
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dir, MALLOC_ARENA_MAX: '2', ...env },
      stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
    });
  } finally {
    if (logFd !== null) closeSync(logFd); // the server has its own
  }
  const stderr = /** @type {import('node:stream').Readable} */ (child.stderr);
  child.stdout?.on('data', (d) => {
    out.add(d);
    if (echo === 'all') process.stdout.write(d);
  });
  stderr.on('data', (d) => {
    out.add(d);
    if (echo) process.stderr.write(d);
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const exited = exit.then(() => undefined);
  // The server never outlives the process that started it, however that ends (process.exit in a signal handler,
  // a test worker finishing): a Ctrl-C reaches it directly, since it stays in this process's group.
  const stopOnExit = () => void (running() && child.kill('SIGTERM'));
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  const url = `http://127.0.0.1:${port}`;
  /** What the server has written so far: its output, or its stderr and the end of its log file. */
  const output = () => (logFile ? `${out.text()}${fileEnd(logFile, logStart, 16 * 1024)}` : out.text());

  const deadline = Date.now() + startMs;
  for (;;) {
    if (!running()) throw new Error(`server exited early:\n${output()}`);
    try {
      // No keep-alive: an idle pooled connection would hold up the server's graceful shutdown.
      await new Promise((resolve, reject) =>
        http.get(`${url}/api/contact`, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject),
      );
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not start within ${startMs / 1000} s:\n${output()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    url,
    port,
    pid: /** @type {number} */ (child.pid),
    dataDir: dir,
    exit,
    output,
    stop: async () => {
      if (running()) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (running()) child.kill('SIGKILL');
        await exited;
      }
      await removeOwnDir();
      const lines = out.text().split('\n');
      const uncaught = lines.findIndex((line) => UNCAUGHT.test(line));
      if (uncaught >= 0) throw new Error(`the server logged an uncaught error:\n${lines.slice(uncaught, uncaught + 12).join('\n')}`);
      const inFile = logFile ? await firstLines(logFile, logStart, UNCAUGHT, 12) : [];
      if (inFile.length) throw new Error(`the server logged an uncaught error:\n${inFile.join('\n')}`);
    },
    kill: async () => {
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
