import 'server-only';
import path from 'node:path';

/**
 * Server settings, all from the environment (documented in the README):
 * DATA_DIR (default ./data), DATABASE_URL, SMTP_URL, STAFF_EMAIL, MAIL_FROM,
 * RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_SECONDS, OUTBOX_RETRY_BASE_MS / OUTBOX_POLL_MS.
 * Read on every call so tests and scripts can set them before first use.
 */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data');
}
export const uploadsDir = () => path.join(dataDir(), 'uploads');
/** Files being received; moved into uploads only when their submission commits. */
export const tmpDir = () => path.join(dataDir(), 'tmp');
export const mailDir = () => path.join(dataDir(), 'mail');
/** The embedded PostgreSQL cluster (src/server/db/embedded.ts). */
export const postgresDir = () => path.join(dataDir(), 'postgres');
/** Where versions before the embedded PostgreSQL kept their PGlite database: moved over at first start. */
export const pgliteDir = () => path.join(dataDir(), 'pglite');

function intEnv(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

export const rateLimit = () => ({
  /** Submissions per client address per window (default 5 per 10 minutes). */
  max: intEnv('RATE_LIMIT_MAX', 5),
  windowSeconds: intEnv('RATE_LIMIT_WINDOW_SECONDS', 600),
});

/** Sign-in attempts per client address per 15 minutes, whatever the accounts (default 30: a team behind one NAT). */
export const signInsPerAddress = () => intEnv('SIGN_IN_LIMIT_PER_ADDRESS', 30);

export const outboxSettings = () => ({
  /** First retry after this long; doubles each attempt, capped at one hour. */
  retryBaseMs: intEnv('OUTBOX_RETRY_BASE_MS', 30_000),
  pollMs: intEnv('OUTBOX_POLL_MS', 2_000),
  /** A claimed row is someone else's for this long; after a crash it becomes claimable again. */
  leaseMs: intEnv('OUTBOX_LEASE_MS', 120_000),
});
