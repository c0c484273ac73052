// A throwaway PostgreSQL cluster: initdb on a temp dir and a server on a free 127.0.0.1 port with its socket in the
// temp dir, through the same code that runs the site's embedded database (src/server/db/cluster.mjs: PostgreSQL's
// binaries from npm, as an unprivileged user when we are root); stop() removes it all. For the tests on PostgreSQL
// (tests/integration) and `npm run bench:upload`. Plain JavaScript with JSDoc types, as production-server.mjs.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { initCluster, startCluster } from '../../src/server/db/cluster.mjs';
import { freePort } from './production-server.mjs';

/**
 * @typedef {object} Cluster
 * @property {string} url
 * @property {() => Promise<void>} down Stops the server (fast shutdown: sessions are ended), keeping its data.
 * @property {() => Promise<void>} up Starts it again on the same port, with the same data.
 * @property {() => Promise<void>} stop Stops it and removes everything.
 */

/** @param {{ fsync?: boolean }} [options] fsync off (the default) for tests; on for a benchmark that should count it. @returns {Promise<Cluster>} */
export async function startPostgres({ fsync = false } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forms-pg-'));
  // The server's user (not us when we are root) enters the folder; its cluster inside is its alone.
  await chmod(dir, 0o755);
  const data = path.join(dir, 'data');
  initCluster(data, { fsync });
  const port = await freePort();
  // PostgreSQL's own defaults (100 sessions: several instances and the tests share it), fsync as asked.
  const settings = { fsync: fsync ? 'on' : 'off', timezone: 'UTC' };
  const start = () => startCluster({ dir: data, socketDir: dir, port, listen: '127.0.0.1', settings, echo: false });
  let running = await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    down: async () => running.stop(),
    up: async () => {
      running = await start();
    },
    stop: async () => {
      try {
        await running.stop();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
