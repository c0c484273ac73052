// The build lock of `npm start` (start.mjs): several instances started at once on one checkout build once. The lock is
// a file beside the build folder holding the builder's pid. It appears with its pid already in it (written to a file of
// the taker's own, then linked into place, which fails if the lock exists), so a waiter never reads a lock that is
// still empty and takes it for one left by a dead build. Two builds at once would collide on Next's own lock, and one
// instance would exit.
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** How long a lock without a readable pid (not one this module writes) counts as held before it is taken over. */
export const UNREADABLE_LOCK_MS = 60_000;

/** Takes the lock; false when another process holds it. @param {string} file */
export function takeBuildLock(file) {
  const own = `${file}.${process.pid}`;
  writeFileSync(own, String(process.pid), { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(own, { force: true });
  }
}

/** @param {string} file */
export function releaseBuildLock(file) {
  rmSync(file, { force: true });
}

/**
 * Who holds the lock: its pid while that process lives; 'free' when there is no lock, or its holder has died (the lock
 * may be taken over); 'held' for a lock whose pid cannot be read, until it is UNREADABLE_LOCK_MS old.
 * @param {string} file @param {number} [now] @returns {number | 'free' | 'held'}
 */
export function buildLockHolder(file, now = Date.now()) {
  let text;
  let modified;
  try {
    text = readFileSync(file, 'utf8');
    modified = statSync(file).mtimeMs;
  } catch {
    return 'free';
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0) return now - modified < UNREADABLE_LOCK_MS ? 'held' : 'free';
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM' ? pid : 'free';
  }
}
