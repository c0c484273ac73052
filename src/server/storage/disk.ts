import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../config';
import type { FileStore } from './store';
import { DIR_MODE } from './work-area';

const ID = /^[0-9a-f-]{36}$/i;

function submissionDir(submissionId: string): string {
  if (!ID.test(submissionId)) throw new Error('Bad submission id');
  return path.join(uploadsDir(), submissionId);
}

/** Absolute path of a stored file from its storage key (`<submission id>/<file id>`), refusing escapes. */
function storedFilePath(storageKey: string): string {
  const root = uploadsDir();
  const p = path.resolve(root, storageKey);
  if (!p.startsWith(root + path.sep)) throw new Error('Bad storage key');
  return p;
}

async function newestMtime(p: string): Promise<number> {
  const s = await stat(p);
  let newest = s.mtimeMs;
  if (s.isDirectory()) {
    for (const name of await readdir(p)) newest = Math.max(newest, await newestMtime(path.join(p, name)).catch(() => 0));
  }
  return newest;
}

/** One stored file goes, and its submission's folder with it once empty (a file moved to another store). */
export async function removeFromDisk(storageKey: string): Promise<void> {
  const file = storedFilePath(storageKey);
  await rm(file, { force: true });
  await rmdir(path.dirname(file)).catch(() => undefined); // not empty yet: another file of it is still here
}

/**
 * The disk under DATA_DIR/uploads/<submission id>/<file id> (the default store). A received file is renamed into
 * place from its temp folder (same file system: no copy) as the last step before its submission commits; if the
 * commit fails, `discard` removes the folder, and a crash in between leaves a folder with no row, which
 * `sweepOrphans` removes at the next start.
 */
export const diskStore: FileStore = {
  name: 'disk',

  async put(_tx, key, source) {
    const target = storedFilePath(key);
    await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
    await rename(source.path, target);
  },

  async open(key) {
    const file = storedFilePath(key);
    await stat(file);
    return createReadStream(file);
  },

  async discard(submissionId) {
    await rm(submissionDir(submissionId), { recursive: true, force: true });
  },

  async sweepOrphans(submissionExists, staleMs = 15 * 60_000) {
    const now = Date.now();
    let removed = 0;
    const dirs = (await readdir(uploadsDir()).catch(() => [] as string[])).filter((n) => ID.test(n));
    if (!dirs.length) return 0;
    const existing = await submissionExists(dirs);
    for (const name of dirs) {
      if (existing.has(name)) continue;
      const p = path.join(uploadsDir(), name);
      // The age check keeps another instance's commit in progress safe.
      if (now - (await newestMtime(p).catch(() => now)) > staleMs) {
        await rm(p, { recursive: true, force: true });
        removed++;
      }
    }
    return removed;
  },
};
