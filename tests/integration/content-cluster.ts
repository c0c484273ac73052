/**
 * Two production instances on one PostgreSQL 15 behind Debian's nginx with the deploy/ configuration (as
 * content-live.test.ts sets them up), a staff account signed in, and the helpers the schedule and redirect suites
 * share: SQL on the database, the staff API, and a wait until every address (instance A, instance B, nginx) answers
 * as expected.
 */
import path from 'node:path';
import pg from 'pg';
import { startNginx, type Nginx } from '../../scripts/lib/nginx.mjs';
import { startPostgres, type Cluster } from '../../scripts/lib/postgres.mjs';
import { freePort, startServer, until, type Server } from './harness';
import { signIn, staffCommand } from './staff-helpers';

const ROOT = path.resolve(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';

export type ContentCluster = {
  instances: Server[];
  nginx: Nginx;
  /** Instance A, instance B, nginx. */
  bases: string[];
  email: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** A staff API call on instance A with the session cookie (no Origin: a same-site request). */
  api(method: string, route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
};

export async function startContentCluster(): Promise<ContentCluster> {
  const cluster: Cluster = await startPostgres();
  const nginxPort = await freePort();
  const env = { DATABASE_URL: cluster.url, TRUST_PROXY: '127.0.0.1', SITE_URL: `http://127.0.0.1:${nginxPort}` };
  const instances = await Promise.all([startServer(env), startServer(env)]);
  const nginx = await startNginx({ instances: instances.map((s) => `127.0.0.1:${s.port}`), root: ROOT, port: nginxPort });
  const email = `schedule-${Date.now()}@driftline.test`;
  const added = await staffCommand(instances[0].dataDir, ['add', email], { stdin: `${PASSWORD}\n`, env: { DATABASE_URL: cluster.url } });
  if (added.code !== 0) throw new Error(added.stderr);
  const session = await signIn(instances[0], email, PASSWORD, { origin: '' });
  if (!session.cookie) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  const cookie = session.cookie;

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const c = new pg.Client({ connectionString: cluster.url });
    await c.connect();
    try {
      return (await c.query<T>(text, values)).rows;
    } finally {
      await c.end();
    }
  }

  async function api(method: string, route: string, body?: unknown) {
    const r = await fetch(`${instances[0].url}${route}`, {
      method,
      redirect: 'manual',
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }

  return {
    instances,
    nginx,
    bases: [...instances.map((s) => s.url), nginx.url],
    email,
    query,
    api,
    async stop() {
      await nginx?.stop();
      await Promise.all(instances.map((s) => s.stop()));
      await cluster?.stop();
    },
  };
}

/**
 * Waits until `check(base)` holds at every address; returns, for each, when it first held (ms after `since`).
 * Fails after `withinMs`.
 */
export async function untilEverywhere(bases: string[], check: (base: string) => Promise<boolean>, since: number, withinMs: number): Promise<number[]> {
  const seenAt: (number | undefined)[] = bases.map(() => undefined);
  await until(
    async () => {
      await Promise.all(
        bases.map(async (b, i) => {
          if (seenAt[i] === undefined && (await check(b))) seenAt[i] = Date.now() - since;
        }),
      );
      return seenAt.every((t) => t !== undefined);
    },
    withinMs,
    50,
  );
  return seenAt as number[];
}
