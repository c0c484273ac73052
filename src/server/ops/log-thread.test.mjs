// The production server's log thread (log.mjs, startLogThread): lines made and written there stay whole and in the
// order they were logged in, at a graceful stop, at process.exit and at an uncaught error, as the server's own run.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const LOG = fileURLToPath(new URL('./log.mjs', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'log-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs a process that starts the log thread, logs an event, `n` requests, another event, `n` more requests, then
 * ends as `end` says; its standard output, exit code and standard error.
 * @param {string} end @param {number} n
 * @returns {Promise<{ lines: any[], code: number | null, stderr: string }>}
 */
function run(end, n) {
  const script = scriptFor(end, n);
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { maxBuffer: 64 * 1024 * 1024, timeout: 20_000 }, (err, stdout, stderr) => {
      const code = err ? /** @type {any} */ (err).code ?? null : 0;
      resolve({ lines: stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)), code: typeof code === 'number' ? code : null, stderr });
    });
  });
}

/** The script `run` runs. @param {string} end @param {number} n */
function scriptFor(end, n) {
  const script = path.join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    script,
    `import { drainLog, log, logRequest, startLogThread } from ${JSON.stringify(LOG)};
startLogThread();
log.info({ event: 'first' }, 'first');
const request = (i) => logRequest({ reqId: 'r' + i, method: 'GET', path: '/work/"' + i + '"', status: 200, bytes: i, ms: 0.1, client: '127.0.0.1', by: 'memory' });
for (let i = 0; i < ${n}; i++) request(i);
log.warn({ event: 'middle' }, 'middle');
for (let i = ${n}; i < ${2 * n}; i++) request(i);
${end}
`,
  );
  return script;
}

/** @param {any[]} lines @param {number} n the lines logged, in order, each once */
function expectAllInOrder(lines, n) {
  expect(lines[0]).toMatchObject({ level: 'info', msg: 'first', pid: expect.any(Number) });
  expect(lines[n + 1]).toMatchObject({ level: 'warn', msg: 'middle' });
  const requests = lines.filter((l) => l.msg === 'request');
  expect(requests).toHaveLength(2 * n);
  requests.forEach((l, i) => expect(l).toMatchObject({ reqId: `r${i}`, path: `/work/"${i}"`, bytes: i, status: 200, by: 'memory', level: 'info' }));
  expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  expect(lines.every((l) => l.pid === lines[0].pid && /^\d{4}-\d\d-\d\dT/.test(l.time))).toBe(true);
}

describe('the log thread', () => {
  it('has written every line, in order, once drainLog resolves (a graceful stop)', async () => {
    const { lines, code } = await run(`await drainLog(); process.stdout.write('{"msg":"drained"}\\n'); await new Promise((r) => setTimeout(r, 1000));`, 3000);
    expect(code).toBe(0);
    expectAllInOrder(lines.slice(0, -1), 3000);
    expect(lines.at(-1)).toEqual({ msg: 'drained' });
  });

  it('writes every line, in order, when the process exits at once', async () => {
    const { lines, code } = await run(`log.fatal('last'); process.exit(3);`, 3000);
    expect(code).toBe(3);
    expectAllInOrder(lines.slice(0, -1), 3000);
    expect(lines.at(-1)).toMatchObject({ level: 'fatal', msg: 'last' });
  });

  it('writes every line when an uncaught error ends the process, and a quiet one when it ends on its own', async () => {
    const thrown = await run(`setTimeout(() => { throw new Error('boom'); }, 10);`, 500);
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toContain('boom');
    expectAllInOrder(thrown.lines, 500);
    const quiet = await run(``, 2);
    expect(quiet.code).toBe(0);
    expectAllInOrder(quiet.lines, 2);
  });

  it('does not hold an exiting process longer than a few seconds when nothing reads its output, and says what it lost', async () => {
    const child = spawn(process.execPath, [scriptFor(`process.exit(0);`, 20_000)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const started = Date.now();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    // Standard output is not read until the process has exited: a 'readable' listener that reads nothing keeps the
    // stream paused (past its first 64 KB, the pipe fills), and whole: an unread, unlistened output stream of a child
    // that exits is resumed by Node, and what it says before a 'data' listener comes is gone.
    child.stdout.on('readable', () => undefined);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    const seconds = (Date.now() - started) / 1000;
    let stdout = '';
    for await (const chunk of child.stdout) stdout += chunk;
    expect(code).toBe(0);
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(15);
    expect(stderr).toContain('the log was not all written within 3 s of exiting');
    const whole = stdout.split('\n').slice(0, -1);
    expect(whole.length).toBeGreaterThan(0);
    expect(JSON.parse(whole[0])).toMatchObject({ msg: 'first' }); // from its beginning
    expect(whole.length).toBeLessThan(40_002);
    for (const line of whole) expect(() => JSON.parse(line)).not.toThrow();
  });
});
