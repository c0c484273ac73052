import 'server-only';
import { randomUUID } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_MS } from '@/lib/forms/limits.mjs';
import { dataDir, mailDir, tmpDir } from '../config';
import { log } from '../ops/log.mjs';
import { isAlive } from '../pid';

/**
 * The work area under DATA_DIR: uploads arrive in DATA_DIR/tmp/<pid>-<started>-<request id>/ and are checked
 * there, then join the file store (./index.ts) only as their submission commits. Nothing here ever uses a sender's
 * file name as a path. Everything the site writes is the server user's alone: folders 0700, files 0600.
 */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** A fresh folder for one request's files, named by this process and the time it was made. */
export async function newWorkDir(): Promise<string> {
  const dir = path.join(tmpDir(), `${process.pid}-${Date.now()}-${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  return dir;
}

/** Whether uploads can be received now: writes a probe file where they arrive and removes it; throws when it cannot. */
export async function workAreaWritable(): Promise<void> {
  await mkdir(tmpDir(), { recursive: true, mode: DIR_MODE });
  const probe = path.join(tmpDir(), `.ready-${process.pid}-${randomUUID()}`);
  try {
    await writeFile(probe, 'ready', { flag: 'wx', mode: FILE_MODE });
  } finally {
    await rm(probe, { force: true });
  }
}

/**
 * Removes a work folder and all in it; a file that lands in it meanwhile is removed on a second try. It never throws:
 * it runs where a request or a job ends, whose outcome stands whatever the clean-up meets, and a folder it could not
 * remove is logged and left to the sweep (sweepTmp).
 */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 20 }).catch((err: unknown) =>
    log.warn({ event: 'work-dir-kept', err: String(err) }, 'could not remove a work folder; the sweep will'),
  );
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

/** The .eml copies of a submission's e-mails (written when no SMTP_URL is set) go too: they hold its fields. */
export async function removeMailCopies(submissionId: string): Promise<void> {
  for (const name of await readdir(mailDir()).catch(() => [] as string[])) {
    if (name.endsWith(`-${submissionId}.eml`) || name.endsWith(`-${submissionId}.eml.partial`)) await rm(path.join(mailDir(), name), { force: true });
  }
}
