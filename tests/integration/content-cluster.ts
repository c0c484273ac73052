/**
 * Two production instances on one PostgreSQL 15 behind Debian's nginx with the deploy/ configuration
 * (scripts/deploy/nginx-config.mjs, run by scripts/lib/nginx.mjs), as the cluster, content-live, schedule and redirect
 * suites start them (startBehindNginx); for the schedule and redirect suites also a staff account signed in, the staff
 * API (startContentCluster), and a wait until every address (instance A, instance B, nginx) answers as expected.
 */
import path from 'node:path';
import pg from 'pg';
import { startNginx, type Nginx } from '../../scripts/lib/nginx.mjs';
import { startPostgres, type Cluster } from '../../scripts/lib/postgres.mjs';
import { freePort, startServer, until, type Server } from './harness';
import { signIn, staffCommand } from './staff-helpers';

const ROOT = path.resolve(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';

export type NginxCluster = {
  /** The PostgreSQL server (its down() and up() stop and start it under the instances). */
  postgres: Cluster;
  instances: Server[];
  nginx: Nginx;
  /** The instances' environment: an instance started with it joins them. */
  env: Record<string, string>;
  /** Instance A, instance B, nginx. */
  bases: string[];
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops nginx, the instances and PostgreSQL. */
  stop(): Promise<void>;
};

/**
 * Starts PostgreSQL, two production instances on it and nginx in front of them. The instances trust nginx's address
 * (TRUST_PROXY), know the site by nginx's (SITE_URL), and get `env` besides. What started is stopped again if the
 * rest fails.
 */
export async function startBehindNginx(env: Record<string, string> = {}): Promise<NginxCluster> {
  const postgres = await startPostgres();
  let instances: Server[] = [];
  let nginx: Nginx | undefined;
  async function stop() {
    await nginx?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await postgres.stop();
  }
  const nginxPort = await freePort();
  const instanceEnv = { DATABASE_URL: postgres.url, TRUST_PROXY: '127.0.0.1', SITE_URL: `http://127.0.0.1:${nginxPort}`, ...env };
  try {
    // Started together: their migrations and the seed run under one advisory lock.
    const started = await Promise.allSettled([startServer(instanceEnv), startServer(instanceEnv)]);
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    nginx = await startNginx({ instances: instances.map((s) => `127.0.0.1:${s.port}`), root: ROOT, port: nginxPort });
  } catch (err) {
    await stop();
    throw err;
  }

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const c = new pg.Client({ connectionString: postgres.url });
    await c.connect();
    try {
      return (await c.query<T>(text, values)).rows;
    } finally {
      await c.end();
    }
  }

  return { postgres, instances, nginx, env: instanceEnv, bases: [...instances.map((s) => s.url), nginx.url], query, stop };
}

export type ContentCluster = NginxCluster & {
  email: string;
  /** A staff API call on instance A with the session cookie (no Origin: a same-site request). */
  api(method: string, route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
};

/** startBehindNginx's cluster with a staff account, signed in on instance A. */
export async function startContentCluster(): Promise<ContentCluster> {
  const cluster = await startBehindNginx();
  const { instances, postgres } = cluster;
  const email = `schedule-${Date.now()}@driftline.test`;
  let cookie: string;
  try {
    const added = await staffCommand(instances[0].dataDir, ['add', email], { stdin: `${PASSWORD}\n`, env: { DATABASE_URL: postgres.url } });
    if (added.code !== 0) throw new Error(added.stderr);
    const session = await signIn(instances[0], email, PASSWORD, { origin: '' });
    if (!session.cookie) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
    cookie = session.cookie;
  } catch (err) {
    await cluster.stop();
    throw err;
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

  return { ...cluster, email, api };
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
