/**
 * Two production instances on one PostgreSQL 15 behind Debian's nginx with the deploy/ configuration
 * (scripts/deploy/nginx-config.mjs, run by scripts/lib/nginx.mjs; started by ./content-cluster.ts), and an SMTP sink. Each client is its own loopback
 * address (127.0.0.N) that nginx writes into X-Forwarded-For; the instances trust nginx's address (TRUST_PROXY).
 *
 * Files are stored in PostgreSQL (STORAGE=postgres). What the one shared service keeps shared: a submission sent
 * through nginx is there for the other instance, its files' bytes too, and no file is on either instance's disk; every
 * staff e-mail and acknowledgement goes out once while both outbox workers poll; the rate limit counts one client
 * across both instances; an instance killed in the middle of an upload loses nothing acknowledged and leaves no row
 * for the cut upload; /api/ready says when PostgreSQL is gone and back, and a submission sent meanwhile gets a 5xx
 * JSON answer, then goes through on retry.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nginx } from '../../scripts/lib/nginx.mjs';
import { startBehindNginx, type NginxCluster } from './content-cluster';
import { formParts, freePort, listDir, Multipart, pdf, post, sha256Of, startSmtpSink, until, type Answer, type SmtpSink, type ReceivedMail, type FilePart, type Server } from './harness';
import { request, signIn, staffCommand } from './staff-helpers';
import { application, enquiry } from './suite';

const ROOT = path.resolve(__dirname, '../..');
const STAFF = 'staff@driftline.test';

let c: NginxCluster;
let smtp: SmtpSink | undefined;
/** The two instances; the one killed in the middle of an upload goes last. */
let instances: Server[] = [];
let nginx: Nginx;
let received: ReceivedMail[] = [];
/** Every submission acknowledged with 201, by id: the sender's address and the files sent. */
const accepted = new Map<string, { email: string; files: FilePart[] }>();

let client = 10;
/** A loopback address no other request of this file has used: a client of its own. */
const nextClient = () => `127.0.0.${++client}`;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtpSink(smtpPort);
  received = smtp.received;
  c = await startBehindNginx({
    STORAGE: 'postgres',
    // nginx connects from 127.0.0.1 (TRUST_PROXY); the clients are 127.0.0.11 and up.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_EMAIL: STAFF,
    OUTBOX_POLL_MS: '100',
    RATE_LIMIT_MAX: '4',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
  ({ instances, nginx } = c);
}, 120_000);

afterAll(async () => {
  await c?.stop();
  await smtp?.close();
}, 60_000);

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => c.query<T>(text, values);

/** The instance (by port) nginx sent each logged request from this client address to. */
async function upstreamsOf(address: string, method: string, route: string): Promise<string[]> {
  const lines = (await nginx.accessLog()).split('\n').filter((l) => l.startsWith(`${address} `) && l.includes(`"${method} ${route} `));
  return lines.map((l) => /upstream=(\S+)/.exec(l)?.[1] ?? '');
}

function submit(route: string, fields: Record<string, string>, files: FilePart[] = [], extra: Partial<Parameters<typeof post>[1]> = {}) {
  return post(`${nginx.url}${route}`, { body: new Multipart(formParts(fields, files)), address: '', localAddress: nextClient(), ...extra });
}

function portOf(s: Server) {
  return `127.0.0.1:${s.port}`;
}

const staffMails = (id: string) => received.filter((m) => m.to.includes(STAFF) && m.data.includes(id));
const acknowledgements = (email: string) => received.filter((m) => m.to.includes(email));

describe('two instances behind nginx on one PostgreSQL', () => {
  it('stores a submission sent through nginx, and the other instance and the staff command see it', async () => {
    const files = [pdf('Ayesha CV.pdf', 400_000, 1), pdf('portfolio.pdf', 1_500_000, 2)];
    const address = nextClient();
    const answer = (await post(`${nginx.url}/api/submit`, {
      body: new Multipart(formParts({ ...application, email: 'ayesha@cluster.test' }, files)),
      address: '',
      localAddress: address,
    })) as Answer;
    expect(answer.status, answer.body).toBe(201);
    const id = answer.json().id as string;
    accepted.set(id, { email: 'ayesha@cluster.test', files });

    const [took] = await until(async () => {
      const u = await upstreamsOf(address, 'POST', '/api/submit');
      return u.length ? u : null;
    });
    const storing = instances.find((s) => portOf(s) === took)!;
    const other = instances.find((s) => s !== storing)!;
    expect(storing, `nginx sent it to ${took}`).toBeDefined();

    // The row, with the client's address as nginx saw it; the files in PostgreSQL, on neither instance's disk.
    const [row] = await query<{ client_address: string }>('SELECT client_address FROM submissions WHERE id = $1', [id]);
    expect(row.client_address).toBe(address);
    for (const s of instances) {
      expect(await listDir(path.join(s.dataDir, 'uploads'))).toEqual([]);
      expect(await listDir(path.join(s.dataDir, 'tmp'))).toEqual([]);
    }
    const kept = await query<{ stored_in: string; chunks: number }>(
      'SELECT f.stored_in, (SELECT count(*)::int FROM stored_file_chunks c WHERE c.file_id = f.id) AS chunks FROM submission_files f WHERE f.submission_id = $1',
      [id],
    );
    expect(kept).toEqual(expect.arrayContaining([{ stored_in: 'postgres', chunks: 1 }, { stored_in: 'postgres', chunks: 2 }]));

    // A staff member signed in on the OTHER instance downloads each file: the same bytes.
    const added = await staffCommand(other.dataDir, ['add', 'reader@driftline.test'], { stdin: 'a long staff passphrase\n', env: { DATABASE_URL: c.postgres.url } });
    expect(added.code, added.stderr).toBe(0);
    const session = await signIn(other, 'reader@driftline.test', 'a long staff passphrase', { origin: nginx.url });
    expect(session.status, session.text).toBe(200);
    const fileRows = await query<{ id: string; display_name: string }>('SELECT id, display_name FROM submission_files WHERE submission_id = $1 ORDER BY position', [id]);
    for (const [i, f] of fileRows.entries()) {
      const r = await fetch(`${other.url}/api/staff/submissions/${id}/files/${f.id}`, { headers: { cookie: session.cookie! } });
      expect(r.status).toBe(200);
      expect(createHash('sha256').update(Buffer.from(await r.arrayBuffer())).digest('hex')).toBe(sha256Of(files[i]));
    }
    expect((await request(other, `/api/staff/submissions/${id}/files/${fileRows[0].id}`)).status).toBe(401);

    // The other instance is ready on the same database, and its outbox sees nothing left to send.
    const ready = await until(async () => {
      const r = await fetch(`${other.url}/api/ready`);
      const body = (await r.json()) as { ready: boolean; outbox: { unsent: number } };
      return r.status === 200 && body.outbox.unsent === 0 ? body : null;
    });
    expect(ready.ready).toBe(true);

    const shown = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/submissions.ts', 'show', id], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: c.postgres.url, DATA_DIR: other.dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(shown).toContain(id);
    expect(shown).toContain('Ayesha CV.pdf');
    expect(shown).toContain('portfolio.pdf');
    // The staff command copies the files out on a machine that never held them.
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'cluster-elsewhere-'));
    const out = path.join(elsewhere, 'out');
    execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/submissions.ts', 'files', id, '--to', out], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: c.postgres.url, DATA_DIR: elsewhere },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const copied = await Promise.all((await listDir(out)).map(async (n) => createHash('sha256').update(await readFile(path.join(out, n))).digest('hex')));
    expect(copied.sort()).toEqual(files.map(sha256Of).sort());
  }, 120_000);

  it('sends each staff e-mail and each acknowledgement exactly once while both outbox workers poll', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit('/api/contact', { ...enquiry, email: `sender${i}@cluster.test` })),
    );
    answers.forEach((a, i) => {
      expect((a as Answer).status, (a as Answer).body).toBe(201);
      accepted.set((a as Answer).json().id as string, { email: `sender${i}@cluster.test`, files: [] });
    });
    const logged = await until(async () => {
      const lines = (await nginx.accessLog()).split('\n').filter((l) => l.includes('"POST /api/contact '));
      return lines.length >= 6 ? lines : null;
    });
    expect(new Set(logged.map((l) => /upstream=(\S+)/.exec(l)?.[1]))).toEqual(new Set(instances.map(portOf)));

    await until(async () => [...accepted].every(([id, { email }]) => staffMails(id).length >= 1 && acknowledgements(email).length >= 1), 30_000);
    // Both workers keep polling every 100 ms: give them many more rounds to send anything twice.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const [id, { email }] of accepted) {
      expect(staffMails(id), `staff e-mail for ${id}`).toHaveLength(1);
      expect(acknowledgements(email), `acknowledgement to ${email}`).toHaveLength(1);
    }
    const outbox = await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
    expect(outbox[0].n).toBe(0);
  }, 60_000);

  it('counts the rate limit for one client across both instances', async () => {
    const address = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = (await post(`${nginx.url}/api/contact`, { body: new Multipart(formParts({ ...enquiry, name: '' })), address: '', localAddress: address })) as Answer;
      statuses.push(a.status);
    }
    // RATE_LIMIT_MAX=4 in all, although each instance alone saw three or fewer.
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    // nginx logs a request once its answer has gone out: the last line may come a moment after the answer.
    const upstreams = await until(async () => {
      const u = await upstreamsOf(address, 'POST', '/api/contact');
      return u.length >= 6 ? u : null;
    });
    expect(upstreams).toHaveLength(6);
    expect(new Set(upstreams)).toEqual(new Set(instances.map(portOf)));
  }, 60_000);

  it('loses nothing acknowledged and keeps no row of an upload cut by a killed instance', async () => {
    const before = await query<{ id: string }>('SELECT id FROM submissions ORDER BY id');
    expect(before.map((r) => r.id).sort()).toEqual([...accepted.keys()].sort());

    const body = new Multipart(formParts({ ...application, email: 'cut@cluster.test' }, [pdf('big.pdf', 6 * 1024 * 1024, 9)]));
    const chunks = (function* () {
      for (const c of body.chunks()) for (let i = 0; i < c.length; i += 64 * 1024) yield c.subarray(i, i + 64 * 1024);
    })();
    const sending = post(`${nginx.url}/api/submit`, {
      body: chunks,
      contentType: body.contentType,
      headers: { 'content-length': String(body.length) },
      address: '',
      localAddress: nextClient(),
      chunkDelayMs: 20,
    }).catch(() => 'failed' as const);
    // The instance receiving it has part of the file in a request folder…
    const receiving = await until(async () => {
      for (const s of instances) {
        const tmp = path.join(s.dataDir, 'tmp');
        for (const d of await listDir(tmp)) if ((await listDir(path.join(tmp, d))).length) return s;
      }
    }, 20_000);
    await receiving.kill(); // …when it dies.
    const cut = await sending;
    if (cut !== 'failed' && cut !== 'aborted') {
      expect(cut.status).toBeGreaterThanOrEqual(500);
      expect(cut.status).not.toBe(201);
    }

    const after = await query<{ id: string; email: string }>("SELECT id, fields->>'email' AS email FROM submissions ORDER BY id");
    expect(after.map((r) => r.id).sort()).toEqual([...accepted.keys()].sort());
    expect(after.some((r) => r.email === 'cut@cluster.test')).toBe(false);
    const files = await query<{ n: number }>('SELECT count(*)::int AS n FROM submission_files');
    expect(files[0].n).toBe([...accepted.values()].reduce((n, s) => n + s.files.length, 0));
    // Nothing partial: no chunk of the cut file (chunks belong to committed file rows only), no file on disk.
    const chunked = await query<{ n: number }>('SELECT count(DISTINCT file_id)::int AS n FROM stored_file_chunks');
    expect(chunked[0].n).toBe(files[0].n);
    for (const s of instances) expect(await listDir(path.join(s.dataDir, 'uploads'))).toEqual([]);

    // nginx sends the next submission to the instance still running.
    const next = (await submit('/api/contact', { ...enquiry, email: 'after-crash@cluster.test' })) as Answer;
    expect(next.status, next.body).toBe(201);
    accepted.set(next.json().id as string, { email: 'after-crash@cluster.test', files: [] });
    instances = instances.filter((s) => s !== receiving).concat(receiving);
  }, 90_000);

  it('is not ready while PostgreSQL is down, answers a submission with a 5xx JSON error, and takes it on retry', async () => {
    const [live] = instances;
    expect((await fetch(`${live.url}/api/ready`)).status).toBe(200);
    await c.postgres.down();
    try {
      const down = await until(async () => {
        const r = await fetch(`${live.url}/api/ready`);
        return r.status === 503 ? ((await r.json()) as { ready: boolean; reasons: string[] }) : null;
      });
      // The files are in PostgreSQL too (STORAGE=postgres): none can be stored either.
      expect(down).toMatchObject({ ready: false, reasons: ['database: unreachable', 'storage: not writable'] });

      const fields = { ...enquiry, email: 'retry@cluster.test' };
      const failed = (await submit('/api/contact', fields)) as Answer;
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers['content-type']).toContain('application/json');
      expect(failed.json().error).toBeTruthy();
    } finally {
      await c.postgres.up();
    }
    await until(async () => (await fetch(`${live.url}/api/ready`)).status === 200, 20_000);
    const retried = (await submit('/api/contact', { ...enquiry, email: 'retry@cluster.test' })) as Answer;
    expect(retried.status, retried.body).toBe(201);
    const rows = await query<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE fields->>'email' = 'retry@cluster.test'");
    expect(rows[0].n).toBe(1);
  }, 90_000);
});
