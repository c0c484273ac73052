import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, lstat, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { MAX_UPLOAD_MS } from '@/lib/forms/limits.mjs';
import { dataDir, mailDir, tmpDir, uploadsDir } from './config';

/**
 * Local file storage: bytes arrive in DATA_DIR/tmp/<pid>-<started>-<request id>/, and move to
 * DATA_DIR/uploads/<submission id>/<file id> only as their submission commits. Nothing here ever uses a
 * sender's file name as a path. Everything the site writes is the server user's alone: folders 0700, files 0600.
 */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** A fresh folder for one request's files, named by this process and the time it was made. */
export async function newWorkDir(): Promise<string> {
  const dir = path.join(tmpDir(), `${process.pid}-${Date.now()}-${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  return dir;
}

/**
 * Whether files can be stored now (the readiness check, src/server/health.ts): writes a probe file where uploads
 * are received and removes it. Throws when it cannot. The one storage check: whatever stores files answers it.
 */
export async function storageReady(): Promise<void> {
  await mkdir(tmpDir(), { recursive: true, mode: DIR_MODE });
  const probe = path.join(tmpDir(), `.ready-${process.pid}-${randomUUID()}`);
  try {
    await writeFile(probe, 'ready', { flag: 'wx', mode: FILE_MODE });
  } finally {
    await rm(probe, { force: true });
  }
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** The process and start time a request folder's name holds (NaN for a name of another shape). */
function workDirOwner(name: string): { pid: number; started: number } {
  const m = /^(\d+)-(\d+)-/.exec(name);
  return m ? { pid: Number(m[1]), started: Number(m[2]) } : { pid: NaN, started: NaN };
}

/**
 * Makes DATA_DIR the server user's alone, also when an older version left it open: the folder and every folder
 * in it 0700, every file 0600 (symbolic links are left as they are, never followed).
 */
export async function tightenDataDir(root = dataDir()): Promise<void> {
  await mkdir(root, { recursive: true, mode: DIR_MODE });
  const walk = async (p: string): Promise<void> => {
    const s = await lstat(p).catch(() => null);
    if (!s || s.isSymbolicLink()) return;
    if (s.isDirectory()) {
      if ((s.mode & 0o777) !== DIR_MODE) await chmod(p, DIR_MODE).catch(() => undefined);
      for (const name of await readdir(p).catch(() => [] as string[])) await walk(path.join(p, name));
    } else if ((s.mode & 0o777) !== FILE_MODE) {
      await chmod(p, FILE_MODE).catch(() => undefined);
    }
  };
  await walk(root);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start: a process that has just started owns no upload, so DATA_DIR/tmp is emptied, but for the request
 * folders of other live processes sharing this DATA_DIR. Returns how many entries went.
 */
export async function emptyTmp(): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpDir()).catch(() => [] as string[])) {
    const { pid } = workDirOwner(name);
    if (pid !== process.pid && Number.isInteger(pid) && isAlive(pid)) continue;
    await rm(path.join(tmpDir(), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Now and then: a request folder older than the longest upload allowed belongs to no upload. */
export async function sweepTmp(now = Date.now(), maxAgeMs = MAX_UPLOAD_MS): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpDir()).catch(() => [] as string[])) {
    let { started } = workDirOwner(name);
    if (!Number.isFinite(started)) started = (await stat(path.join(tmpDir(), name)).catch(() => null))?.mtimeMs ?? now;
    if (now - started > maxAgeMs) {
      await rm(path.join(tmpDir(), name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
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
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
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
 * Removes upload folders whose submission does not exist (a crash between the file move and the commit). The
 * age check keeps a second instance's commit in progress safe.
 */
export async function sweepOrphanedUploads(
  submissionExists: (ids: string[]) => Promise<Set<string>>,
  staleMs = 15 * 60_000,
): Promise<number> {
  const now = Date.now();
  let removed = 0;
  const dirs = (await readdir(uploadsDir()).catch(() => [] as string[])).filter((n) => /^[0-9a-f-]{36}$/i.test(n));
  if (!dirs.length) return 0;
  const existing = await submissionExists(dirs);
  for (const name of dirs) {
    if (existing.has(name)) continue;
    const p = path.join(uploadsDir(), name);
    if (now - (await newestMtime(p).catch(() => now)) > staleMs) {
      await rm(p, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** A stored file's bytes, streamed (a staff download). */
export async function openStoredFile(storageKey: string): Promise<Readable> {
  const file = storedFilePath(storageKey);
  await stat(file);
  return createReadStream(file);
}

/** Every stored file of a submission goes (an erasure). */
export async function removeSubmissionFiles(submissionId: string): Promise<void> {
  await rm(submissionDir(submissionId), { recursive: true, force: true });
}

/** The .eml copies of a submission's e-mails (written when no SMTP_URL is set) go too: they hold its fields. */
export async function removeMailCopies(submissionId: string): Promise<void> {
  for (const name of await readdir(mailDir()).catch(() => [] as string[])) {
    if (name.endsWith(`-${submissionId}.eml`) || name.endsWith(`-${submissionId}.eml.partial`)) await rm(path.join(mailDir(), name), { force: true });
  }
}
