import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_MS } from '@/lib/forms/limits.mjs';
import { emptyTmp, newWorkDir, sweepTmp } from './work-area';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
  process.env.DATA_DIR = dataDir;
});
afterEach(async () => {
  delete process.env.DATA_DIR;
  await rm(dataDir, { recursive: true, force: true });
});
const tmp = () => path.join(dataDir, 'tmp');

describe('the temp folder', () => {
  it('is emptied at start, but for the request folders of another live process', async () => {
    const mine = await newWorkDir();
    const dead = path.join(tmp(), `2147483646-${Date.now()}-x`); // a pid no process has
    const otherLive = path.join(tmp(), `${process.ppid}-${Date.now()}-y`);
    const stray = path.join(tmp(), 'left-by-an-older-version');
    for (const d of [dead, otherLive, stray]) await mkdir(d, { recursive: true });
    expect(await emptyTmp()).toBe(3);
    expect(await readdir(tmp())).toEqual([path.basename(otherLive)]);
    expect(mine).toContain(`${path.sep}${process.pid}-`);
  });

  it('is swept of request folders older than the longest upload allowed, whoever made them', async () => {
    const now = Date.now();
    const young = path.join(tmp(), `${process.ppid}-${now - MAX_UPLOAD_MS + 60_000}-a`);
    const old = path.join(tmp(), `${process.ppid}-${now - MAX_UPLOAD_MS - 60_000}-b`);
    const oldStray = path.join(tmp(), 'stray');
    for (const d of [young, old, oldStray]) await mkdir(d, { recursive: true });
    const past = new Date(now - MAX_UPLOAD_MS - 60_000);
    await utimes(oldStray, past, past);
    expect(await sweepTmp(now)).toBe(2);
    expect(await readdir(tmp())).toEqual([path.basename(young)]);
  });
});
