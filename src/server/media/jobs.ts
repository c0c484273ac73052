import 'server-only';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { clock, jobStallMs, jobTimeLimit, jobTimeLimitMs, MAX_TIMER_MS, MAX_VIDEO_MS, processorMsFromStat, type JobTimeLimit } from '@/lib/media/media-limits';
import { getDb, type Db } from '../db/client';
import { newWorkDir, removeDir } from '../storage';
import { log } from '../ops/log.mjs';
import { lockMediaSha, mediaStoreNamed } from './store';
import { makeLadder } from './video';

/**
 * Video jobs: an uploaded MP4's HLS ladder, made in the background. Each instance runs this worker (started with the
 * site's sweeps, src/server/startup.ts). A job is claimed with FOR UPDATE SKIP LOCKED and a lease (lease_until,
 * renewed while it runs), as the outbox does, and only while no other job holds a live lease on this machine (the
 * claim takes an advisory lock named by the host first): one transcode at a time per machine, however many
 * instances run on it. The ladder runs in a child process under `nice -n 19` with one x264 thread
 * (src/server/media/video.ts). Done: the files go into the media store and the asset is 'ready' in one transaction.
 * Failed: 'failed' with ffmpeg's reason. A crash mid-job leaves a lease that runs out; the job is then claimed again,
 * up to MAX_ATTEMPTS times. Each ladder has a limit of processor time measured against the video's own length (its
 * stated length, at most the 10 minutes an upload may have, times MEDIA_JOB_TIME_FACTOR, at least MEDIA_JOB_MIN_S:
 * 20 and 120 s by default): past it ffmpeg is killed and the job fails saying so, and the next video's turn comes.
 * Processor time, not the clock: at nice 19 the encoder waits while the site is busy, and a good video must not fail
 * for that. The clock stops only an encoder that stalls (ten times the limit, at least an hour). ffmpeg also reads no
 * more of the file than its stated length (scripts/media/transcode.mjs plan).
 */
const LEASE_MS = 60_000;
const RENEW_MS = 15_000;
const POLL_MS = 5_000;
const MAX_ATTEMPTS = 3;
/** How often a running encoder's processor time is looked at. */
const METER_MS = 1_000;

type Job = { id: number; asset_id: string; attempts: number; sha256: string; stored_in: 'disk' | 'postgres'; height: number; duration_ms: number | null };

const WORKER = Symbol.for('driftline.media-jobs');
type State = { timer?: NodeJS.Timeout; running: boolean; stopping: boolean; child?: ChildProcess; current?: Promise<void> };
type G = typeof globalThis & { [WORKER]?: State };
const state = (): State => ((globalThis as G)[WORKER] ??= { running: false, stopping: false });

const host = () => os.hostname();

let timeLimit: JobTimeLimit | null = null;
/** MEDIA_JOB_TIME_FACTOR and MEDIA_JOB_MIN_S, read once (the defaults, said in the log, when they are not numbers). */
function jobLimit(): JobTimeLimit {
  if (timeLimit) return timeLimit;
  try {
    timeLimit = jobTimeLimit(process.env);
  } catch (err) {
    timeLimit = jobTimeLimit({});
    log.error({ event: 'media-job' }, `${(err as Error).message}: the video jobs' time limit is ${timeLimit.factor} times a video's length, at least ${timeLimit.minMs / 1000} s`);
  }
  return timeLimit;
}

/** The processor time process `pid` has used (Linux's /proc), or null where it cannot be read. */
function processorMs(pid: number): number | null {
  try {
    return processorMsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

let metered: boolean | undefined;
/** Whether this machine lets a process's processor time be read (asked once, of this process). */
const canMeter = () => (metered ??= processorMs(process.pid) !== null);

/** Claims the oldest waiting job, if this machine runs none. */
export async function claimMediaJob(db: Db): Promise<Job | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('driftline.media-jobs:' || ${host()}))`);
    const busy = await tx.execute(sql`SELECT 1 FROM media_jobs WHERE host = ${host()} AND state = 'running' AND lease_until > now() LIMIT 1`);
    if (busy.rows.length) return null;
    const r = await tx.execute<Job>(sql`
      UPDATE media_jobs j SET state = 'running', host = ${host()}, attempts = attempts + 1, started_at = now(),
        lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      FROM media_assets a
      WHERE a.id = j.asset_id AND j.id = (
        SELECT id FROM media_jobs
        WHERE state = 'queued' OR (state = 'running' AND lease_until < now())
        ORDER BY id LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING j.id, j.asset_id, j.attempts, a.sha256, a.stored_in, a.height, a.duration_ms`);
    return r.rows[0] ?? null;
  });
}

async function fail(db: Db, job: Job, reason: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE media_jobs SET state = 'failed', error = ${reason}, finished_at = now(), lease_until = NULL WHERE id = ${job.id}`);
    await tx.execute(sql`UPDATE media_assets SET state = 'failed', failure = ${reason} WHERE id = ${job.asset_id}`);
  });
  log.warn({ event: 'media-job', job: job.id, asset: job.asset_id, reason }, `a video job failed: ${reason}`);
}

async function runJob(db: Db, job: Job): Promise<void> {
  if (job.attempts > MAX_ATTEMPTS) return fail(db, job, `stopped after ${MAX_ATTEMPTS} attempts`);
  const store = mediaStoreNamed(job.stored_in);
  const work = await newWorkDir();
  // The upload deleted meanwhile (src/server/content/media-edit.ts removes its job): stop making its ladder.
  let cancelled = false;
  const renew = setInterval(() => {
    db.execute(sql`UPDATE media_jobs SET lease_until = now() + make_interval(secs => ${LEASE_MS / 1000}) WHERE id = ${job.id} AND state = 'running'`).then(
      (r) => {
        if (r.rowCount !== 0) return;
        cancelled = true;
        state().child?.kill('SIGTERM');
      },
      (err) => log.error({ event: 'media-job', err }, 'could not renew a video job lease'),
    );
  }, RENEW_MS);
  const started = Date.now();
  const limit = jobLimit();
  const allowedMs = jobTimeLimitMs(Math.min(job.duration_ms ?? MAX_VIDEO_MS, MAX_VIDEO_MS), limit);
  // The limit is the encoder's processor time, looked at each second; the clock only catches an encoder that stalls.
  // Where the processor time cannot be read (no /proc), the clock is the limit.
  const measured = canMeter();
  let timedOut: 'processor' | 'clock' | null = null;
  const stop = (why: 'processor' | 'clock') => {
    timedOut = why;
    state().child?.kill('SIGKILL');
  };
  const deadline = setTimeout(() => stop('clock'), measured ? jobStallMs(allowedMs) : Math.min(allowedMs, MAX_TIMER_MS));
  const meter = measured
    ? setInterval(() => {
        const pid = state().child?.pid;
        const used = pid === undefined ? null : processorMs(pid);
        if (used !== null && used > allowedMs) stop('processor');
      }, METER_MS)
    : undefined;
  try {
    const source = path.join(work, 'source.mp4');
    const { stream } = await store.open(job.sha256, 'source.mp4');
    await pipeline(stream, createWriteStream(source, { mode: 0o600 }));
    const out = path.join(work, 'ladder');
    await mkdir(out);
    try {
      await makeLadder(source, out, job.height, job.duration_ms, (child) => {
        state().child = child;
        if (timedOut) child.kill('SIGKILL');
      });
      if (timedOut) throw new Error('timed out');
    } catch (err) {
      if (state().stopping) return; // stopped with the server: the lease runs out and another run takes it
      if (timedOut) {
        // Unmetered, only the clock stops a ladder, and it is the limit itself.
        const words = !measured ? mediaCopy.errors.jobTooLongByClock : timedOut === 'clock' ? mediaCopy.errors.jobStalled : mediaCopy.errors.jobTooLong;
        const reason = fillTemplate(words, { limit: clock(allowedMs), stalled: clock(jobStallMs(allowedMs)), factor: limit.factor, min: clock(limit.minMs) });
        return await fail(db, job, reason);
      }
      if (cancelled) return log.info({ event: 'media-job', job: job.id, asset: job.asset_id }, 'a video was deleted while its ladder was made');
      return await fail(db, job, String((err as Error).message || err));
    } finally {
      state().child = undefined;
    }
    const rungs = (await readdir(out, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    const kept = await db.transaction(async (tx) => {
      // Deleted while the ladder was made: its files are not kept (the delete holds this row until it commits).
      await lockMediaSha(tx, job.sha256);
      const alive = await tx.execute(sql`SELECT 1 FROM media_assets WHERE id = ${job.asset_id} FOR UPDATE`);
      if (!alive.rows.length) return false;
      await store.putDir(tx, job.sha256, out);
      await tx.execute(sql`UPDATE media_jobs SET state = 'done', finished_at = now(), lease_until = NULL WHERE id = ${job.id}`);
      await tx.execute(sql`UPDATE media_assets SET state = 'ready', ready_at = now(), renditions = ${JSON.stringify(rungs)}::jsonb WHERE id = ${job.asset_id}`);
      return true;
    });
    if (!kept) return log.info({ event: 'media-job', job: job.id, asset: job.asset_id }, 'a video was deleted while its ladder was made');
    log.info({ event: 'media-job', job: job.id, asset: job.asset_id, ms: Date.now() - started }, `a video's ladder is ready (${rungs.join(', ')})`);
  } catch (err) {
    await fail(db, job, 'could not make the ladder').catch(() => undefined);
    log.error({ event: 'media-job', job: job.id, err }, 'a video job failed');
  } finally {
    clearTimeout(deadline);
    clearInterval(meter);
    clearInterval(renew);
    await removeDir(work);
  }
}

/** Runs waiting jobs one after another until none is left (or another instance on this machine holds one). */
async function drain(): Promise<void> {
  const s = state();
  if (s.running || s.stopping) return;
  s.running = true;
  try {
    const db = await getDb();
    for (let job = await claimMediaJob(db); job && !s.stopping; job = await claimMediaJob(db)) await runJob(db, job);
  } catch (err) {
    log.error({ event: 'media-job', err }, 'the video job worker failed');
  } finally {
    s.running = false;
  }
}

/** Looks for a job now (after an upload on this instance). */
export function kickMediaJobs(): void {
  const s = state();
  s.current = drain();
}

/** Starts the worker: a look every POLL_MS (jobs uploaded through another instance, leases that ran out). */
export function startMediaJobs(): void {
  const s = state();
  s.stopping = false;
  clearInterval(s.timer);
  s.timer = setInterval(kickMediaJobs, POLL_MS).unref();
  kickMediaJobs();
}

/** Stops the worker with the server: a running transcode is stopped, and its lease lets another run take the job. */
export async function stopMediaJobs(): Promise<void> {
  const s = state();
  s.stopping = true;
  clearInterval(s.timer);
  s.child?.kill('SIGTERM');
  await s.current?.catch(() => undefined);
}
