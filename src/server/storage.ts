import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { tmpDir, uploadsDir } from './config';

/**
 * Local file storage: bytes arrive in DATA_DIR/tmp/<request id>/, and move to
 * DATA_DIR/uploads/<submission id>/<file id> only as their submission commits. Nothing here ever uses a
 * sender's file name as a path.
 */
export async function newWorkDir(): Promise<string> {
  const dir = path.join(tmpDir(), randomUUID());
  await mkdir(dir, { recursive: true });
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function submissionDir(submissionId: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(submissionId)) throw new Error('Bad submission id');
  return path.join(uploadsDir(), submissionId);
}

/** Absolute path of a stored file from its storage key (`<submission id>/<file id>`), refusing escapes. */
export function storedFilePath(storageKey: string): string {
  const root = uploadsDir();
  const p = path.resolve(root, storageKey);
  if (!p.startsWith(root + path.sep)) throw new Error('Bad storage key');
  return p;
}

/** Moves received files into the submission's folder; returns their storage keys. */
export async function moveIntoStorage(submissionId: string, files: { id: string; tmpPath: string }[]): Promise<string[]> {
  const dir = submissionDir(submissionId);
  await mkdir(dir, { recursive: true });
  const keys: string[] = [];
  for (const f of files) {
    await rename(f.tmpPath, path.join(dir, f.id));
    keys.push(`${submissionId}/${f.id}`);
  }
  return keys;
}

async function newestMtime(p: string): Promise<number> {
  const s = await stat(p);
  let newest = s.mtimeMs;
  if (s.isDirectory()) {
    for (const name of await readdir(p)) newest = Math.max(newest, await newestMtime(path.join(p, name)).catch(() => 0));
  }
  return newest;
}

/**
 * Removes what a crash left behind: temp folders untouched for `staleMs`, and upload folders whose
 * submission does not exist (a crash between the file move and the commit). The age check keeps a
 * second instance's uploads in progress safe.
 */
export async function sweepLeftovers(
  submissionExists: (ids: string[]) => Promise<Set<string>>,
  staleMs = 15 * 60_000,
): Promise<{ tmp: number; uploads: number }> {
  const now = Date.now();
  let tmp = 0;
  let uploads = 0;
  for (const name of await readdir(tmpDir()).catch(() => [] as string[])) {
    const p = path.join(tmpDir(), name);
    if (now - (await newestMtime(p).catch(() => now)) > staleMs) {
      await rm(p, { recursive: true, force: true });
      tmp++;
    }
  }
  const dirs = (await readdir(uploadsDir()).catch(() => [] as string[])).filter((n) => /^[0-9a-f-]{36}$/i.test(n));
  if (dirs.length) {
    const existing = await submissionExists(dirs);
    for (const name of dirs) {
      if (existing.has(name)) continue;
      const p = path.join(uploadsDir(), name);
      if (now - (await newestMtime(p).catch(() => now)) > staleMs) {
        await rm(p, { recursive: true, force: true });
        uploads++;
      }
    }
  }
  return { tmp, uploads };
}
