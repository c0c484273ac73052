import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLockHolder, releaseBuildLock, takeBuildLock, UNREADABLE_LOCK_MS } from './build-lock.mjs';

const lockIn = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), '.next.build-lock');

describe('the build lock of npm start', () => {
  it('is taken once, with the taker\'s pid in it from the start, and leaves no file of its own behind', () => {
    const file = lockIn();
    expect(takeBuildLock(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(takeBuildLock(file)).toBe(false);
    expect(buildLockHolder(file)).toBe(process.pid);
    expect(readdirSync(path.dirname(file))).toEqual(['.next.build-lock']);
    releaseBuildLock(file);
    expect(existsSync(file)).toBe(false);
    expect(buildLockHolder(file)).toBe('free');
  });

  it('a lock whose pid cannot be read yet is held, not taken over as a dead build\'s (two builds at once collide)', () => {
    // What a waiter saw between the lock's creation and its pid's write: it took the lock over and built too, and
    // one of the two `next build`s exited on Next's own lock (CI, tests/integration/site-url.test.ts).
    const file = lockIn();
    writeFileSync(file, '');
    expect(buildLockHolder(file)).toBe('held');
    expect(takeBuildLock(file)).toBe(false);
    // Unless it stays unreadable for a minute: then it was left, and is taken over.
    const old = (Date.now() - UNREADABLE_LOCK_MS - 1000) / 1000;
    utimesSync(file, old, old);
    expect(buildLockHolder(file)).toBe('free');
  });

  it('a lock whose holder has died is free', async () => {
    const file = lockIn();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = /** @type {number} */ (child.pid);
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(file, String(pid));
    expect(buildLockHolder(file)).toBe('free');
  });
});

describe('the build lock taken by several processes at once', () => {
  it('goes to exactly one of them', async () => {
    const file = lockIn();
    const url = new URL('./build-lock.mjs', import.meta.url).href;
    const attempts = Array.from({ length: 8 }, () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', `import { takeBuildLock } from ${JSON.stringify(url)}; process.stdout.write(String(takeBuildLock(${JSON.stringify(file)})));`]);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      return new Promise((resolve) => child.once('exit', () => resolve(out)));
    });
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === 'true')).toHaveLength(1);
    expect(results.filter((r) => r === 'false')).toHaveLength(7);
    expect(readdirSync(path.dirname(file))).toEqual(['.next.build-lock']);
  });
});
