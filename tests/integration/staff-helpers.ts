/**
 * Helpers for the staff side's tests: the `npm run staff` command, signing in over HTTP (a new account too), requests
 * with a session cookie, and SQL on a running server's embedded database (through its socket, as the staff commands
 * reach it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { startCluster } from '../../src/server/db/cluster.mjs';
import type { Server } from './harness';

const ROOT = path.resolve(__dirname, '../..');

type RunOptions = { stdin?: string; env?: Record<string, string>; onStderr?: (text: string) => void };

/** Runs `npm run staff -- …` (the script itself, as npm would) against a DATA_DIR, with `stdin` piped in. */
export function staffCommand(dataDir: string, args: string[], options: RunOptions = {}) {
  return staffScript('staff', dataDir, args, options);
}

/** Runs one of the staff scripts (`scripts/staff/<name>.ts`, as `npm run <name>` does) against a DATA_DIR. */
export function staffScript(name: 'staff' | 'storage' | 'submissions' | 'content', dataDir: string, args: string[], { stdin = '', env = {}, onStderr }: RunOptions = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/staff/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      onStderr?.(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

export type Reply = { status: number; headers: Headers; text: string; json: () => Record<string, unknown> };

async function reply(r: Response): Promise<Reply> {
  const text = await r.text();
  return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) };
}

/** A request as a browser on the site would send it: its Origin, and the session cookie when given. */
export async function request(
  server: Server,
  route: string,
  { method = 'GET', cookie, body, origin = server.url, headers = {} }: { method?: string; cookie?: string; body?: unknown; origin?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return reply(
    await fetch(`${server.url}${route}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(origin ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The `name=value` of a Set-Cookie header setting the session cookie (not clearing it), or null. */
export function sessionCookie(headers: Headers): string | null {
  const set = headers.getSetCookie().find((c) => /^(__Host-)?driftline\.session=[^;]/.test(c));
  return set ? set.split(';')[0] : null;
}

/** Signs in with e-mail and password through Better Auth's endpoint; returns the answer and the session cookie. */
export async function signIn(
  server: Server,
  email: string,
  password: string,
  { origin = server.url, address, cookie }: { origin?: string; address?: string; cookie?: string } = {},
) {
  const r = await request(server, '/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    origin,
    cookie,
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  return { ...r, cookie: sessionCookie(r.headers) };
}

/** A staff account made by the staff command (its default role), signed in: answers its session cookie. */
export async function addAndSignIn(server: Server, email: string, password: string): Promise<string> {
  const added = await staffCommand(server.dataDir, ['add', email], { stdin: `${password}\n` });
  expect(added.code, added.stderr).toBe(0);
  const session = await signIn(server, email, password);
  expect(session.status).toBe(200);
  return session.cookie!;
}

/** SQL on a running server's embedded database, through its Unix socket. */
export async function sql<T = Record<string, unknown>>(dataDir: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: path.join(dataDir, 'run'), port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A stopped server's embedded database, opened as a staff command would (started on its own socket, stopped again
 * by close()); a running server's, through its socket.
 */
export async function openEmbedded(dataDir: string) {
  const socketDir = path.join(dataDir, 'run');
  const probe = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
  probe.on('error', () => undefined);
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  const cluster = running ? null : await startCluster({ dir: path.join(dataDir, 'postgres'), socketDir, echo: false });
  const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  return {
    query: async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => ({ rows: (await client.query(text, values)).rows as T[] }),
    close: async () => {
      await client.end();
      await cluster?.stop();
    },
  };
}
