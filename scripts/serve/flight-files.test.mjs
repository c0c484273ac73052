import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { flightName } from '../build/lib/flight-after-paint.mjs';
import { createFlightFiles } from './flight-files.mjs';

const dirs = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
/** A release folder with one build flight file. */
function release() {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'flight-'));
  dirs.push(distDir);
  mkdirSync(path.join(distDir, 'static', 'flight'), { recursive: true });
  const text = '0:{"b":"build"}\n';
  writeFileSync(path.join(distDir, 'static', 'flight', flightName(text)), text);
  return { distDir, buildName: flightName(text) };
}
const flight = (words) => {
  const text = `0:${JSON.stringify({ words })}\n`;
  return { text, name: flightName(text) };
};

/** What `answer` does with a request: null when it leaves it to Next, else the status, headers and body. */
async function ask(files, url, method = 'GET') {
  const req = Object.assign(new EventEmitter(), { method, url, headers: {} });
  const res = new http.ServerResponse(/** @type {any} */ (req));
  const socket = new PassThrough();
  const chunks = [];
  socket.on('data', (c) => chunks.push(c));
  res.assignSocket(/** @type {any} */ (socket));
  if (!files.answer(req, res)) return null;
  await new Promise((r) => res.once('finish', r));
  await new Promise((r) => setImmediate(r));
  const raw = Buffer.concat(chunks).toString('utf8');
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
}

describe('flight files of pages rendered at runtime', () => {
  it('keeps a page’s file where every instance of the release finds it, owner-only, and serves it for a year', async () => {
    const { distDir } = release();
    const a = createFlightFiles({ distDir });
    const f = flight('roles, new');
    expect(a.keep('/careers', f)).toBe(true);
    const file = path.join(distDir, 'cache', 'flight', f.name);
    expect(readFileSync(file, 'utf8')).toBe(f.text);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(distDir, 'cache', 'flight'))).toEqual([f.name]); // no temporary file left
    const answer = await ask(a, `/_next/static/flight/${f.name}`);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('content-type: text/plain; charset=utf-8');
    expect(answer.head).toContain('cache-control: public, max-age=31536000, immutable');
    expect(answer.body).toBe(f.text);
    // Another instance of the release, which never rendered the page, serves it from the shared folder.
    const b = createFlightFiles({ distDir });
    expect((await ask(b, `/_next/static/flight/${f.name}`)).body).toBe(f.text);
    expect((await ask(b, `/_next/static/flight/${f.name}`, 'HEAD')).body).toBe('');
    a.stop();
    b.stop();
  });

  it('leaves the build’s files, names it never wrote, other methods and crafted names to Next', async () => {
    const { distDir, buildName } = release();
    const files = createFlightFiles({ distDir });
    expect(files.keep('/', { text: '0:{"b":"build"}\n', name: buildName })).toBe(true);
    expect(readdirSync(distDir)).not.toContain('cache'); // the build has it: nothing written
    for (const url of [
      `/_next/static/flight/${buildName}`,
      `/_next/static/flight/${'a'.repeat(22)}.txt`,
      '/_next/static/flight/../../BUILD_ID',
      '/_next/static/flight/%2e%2e%2fx.txt',
      '/_next/static/chunks/main.js',
    ]) {
      expect(await ask(files, url), url).toBeNull();
    }
    const f = flight('x');
    files.keep('/x', f);
    expect(await ask(files, `/_next/static/flight/${f.name}`, 'POST')).toBeNull();
    expect(files.keep('/y', { text: 'x', name: '../../evil.txt' })).toBe(false);
    files.stop();
  });

  it('answers false when the folder cannot be written (the page keeps its data inline)', () => {
    const { distDir } = release();
    writeFileSync(path.join(distDir, 'cache'), 'not a folder');
    const files = createFlightFiles({ distDir });
    expect(files.keep('/careers', flight('x'))).toBe(false);
    files.stop();
  });

  it('removes a file nobody touched for a week, and keeps the files of the pages an instance holds fresh', () => {
    const { distDir } = release();
    let now = Date.now();
    const files = createFlightFiles({ distDir, now: () => now });
    const held = flight('the page as it is now');
    const old = flight('a version replaced long ago');
    files.keep('/careers', old);
    files.keep('/careers', held);
    const week = 7 * 24 * 3600 * 1000;
    const past = new Date(now - week - 60_000);
    for (const f of [held, old]) utimesSync(path.join(distDir, 'cache', 'flight', f.name), past, past);
    now += 1000;
    files.sweep();
    expect(readdirSync(path.join(distDir, 'cache', 'flight'))).toEqual([held.name]);
    files.stop();
  });
});
