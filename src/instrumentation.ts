/**
 * Server start-up (Node.js runtime only): open the database and apply migrations, sweep crash
 * leftovers, start the outbox worker. Submissions also call ensureStarted() lazily, so a failure here
 * (e.g. the database still booting) is retried on first use rather than taking the site down.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ensureStarted } = await import('./server/startup');
  try {
    await ensureStarted();
  } catch (err) {
    const { log } = await import('./server/ops/log.mjs');
    log.error({ event: 'startup', err }, 'start-up deferred: will retry on the first submission');
  }
}
