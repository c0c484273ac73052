import 'server-only';
import { sql } from 'drizzle-orm';
import { fillTemplate } from '@/lib/copy/template';
import { outboxSettings } from '../config';
import { getDb, type Db } from '../db/client';
import { deliver } from './transport';
import { log } from '../ops/log.mjs';
import { metrics } from '../ops/metrics.mjs';

/**
 * The outbox: a submission's transaction inserts a row; this worker delivers it. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until), so two instances never send the same row at once
 * and a crash mid-send only delays it until the lease ends. Failures retry with exponential backoff
 * (OUTBOX_RETRY_BASE_MS, doubling, capped at one hour) for as long as it takes, across restarts.
 *
 * A payload's `link` (an invitation's one-time link) is filled into its text at `{link}` as it is sent, and dropped
 * from the row in the statement that marks it sent: once the e-mail is out, the database holds no working link.
 */
type OutboxRow = { id: number; kind: string; submission_id: string | null; payload: Record<string, string>; attempts: number };

export async function claimDue(db: Db, limit = 5): Promise<OutboxRow[]> {
  const { leaseMs } = outboxSettings();
  const r = await db.execute<OutboxRow>(sql`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE sent_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, submission_id, payload, attempts`);
  return r.rows;
}

export function backoffMs(attempts: number): number {
  const { retryBaseMs } = outboxSettings();
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

async function sendOne(db: Db, row: OutboxRow): Promise<void> {
  const p = row.payload;
  try {
    await deliver(
      {
        to: p.to,
        from: p.from,
        replyTo: p.replyTo || undefined,
        subject: p.subject,
        text: p.link ? fillTemplate(p.text, { link: p.link }) : p.text,
        messageId: `<outbox-${row.id}.${row.submission_id ?? 'none'}@driftline.local>`,
      },
      `${String(row.id).padStart(6, '0')}-${row.submission_id ?? 'message'}`,
    );
    await db.execute(sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL, payload = payload - 'link' WHERE id = ${row.id}`);
    metrics.mail.inc({ kind: row.kind, outcome: 'sent' });
    log.info({ event: 'mail-sent', kind: row.kind, message: row.id, submission: row.submission_id, attempts: row.attempts }, 'e-mail sent');
  } catch (err) {
    const wait = backoffMs(row.attempts);
    const message = err instanceof Error ? err.message : String(err);
    metrics.mail.inc({ kind: row.kind, outcome: 'retry' });
    log.warn({ event: 'mail-retry', kind: row.kind, message: row.id, submission: row.submission_id, attempts: row.attempts, err, retryInSeconds: Math.round(wait / 1000) }, 'e-mail not sent: retrying');
    await db.execute(sql`
      UPDATE outbox SET locked_until = NULL, last_error = ${message.slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${wait / 1000})
      WHERE id = ${row.id}`);
  }
}

/** Delivers everything due now; returns how many rows it tried. */
export async function drainOutbox(): Promise<number> {
  const db = await getDb();
  let tried = 0;
  for (;;) {
    const rows = await claimDue(db);
    if (!rows.length) return tried;
    for (const row of rows) await sendOne(db, row);
    tried += rows.length;
  }
}

const KEY = Symbol.for('driftline.outbox');
type W = { timer: NodeJS.Timeout | null; running: Promise<void> | null; again: boolean; stopped: boolean; run: () => void };
type G = typeof globalThis & { [KEY]?: W };

/** How long stopping waits for a delivery in progress (a sent message whose row is not marked would be sent again). */
const STOP_WAIT_MS = 10_000;

/** Starts the polling worker once per process (timer unref'd: it never keeps the process alive). */
export function startOutboxWorker(): void {
  const g = globalThis as G;
  if (g[KEY]) return;
  const tick = () => {
    if (w.stopped) return;
    w.timer = setTimeout(run, outboxSettings().pollMs);
    w.timer.unref();
  };
  const drain = async () => {
    try {
      do {
        w.again = false;
        await drainOutbox();
      } while (w.again && !w.stopped);
    } catch (err) {
      log.error({ event: 'outbox', err }, 'the outbox worker failed');
    }
  };
  const run = () => {
    if (w.stopped) return;
    if (w.timer) clearTimeout(w.timer);
    w.timer = null;
    w.running = drain().finally(() => {
      w.running = null;
      tick();
    });
  };
  const w: W = {
    timer: null,
    running: null,
    again: false,
    stopped: false,
    run: () => {
      if (w.running) w.again = true;
      else run();
    },
  };
  g[KEY] = w;
  tick();
}

/** Asks the worker to look now (after a submission commits), instead of at its next poll. */
export function kickOutbox(): void {
  (globalThis as G)[KEY]?.run();
}

/** Stops the worker (graceful shutdown): no new poll, and the delivery in progress may finish (bounded). */
export async function stopOutboxWorker(): Promise<void> {
  const w = (globalThis as G)[KEY];
  if (!w) return;
  w.stopped = true;
  if (w.timer) clearTimeout(w.timer);
  w.timer = null;
  if (w.running) await Promise.race([w.running, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
}
