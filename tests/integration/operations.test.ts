/**
 * What the person running the server reads: one JSON line per request and per notable event, with the request's id
 * also in an X-Request-Id answer header, never a visitor's words, a file's name, an e-mail address, a cookie or a
 * token; LOG_LEVEL; and the metrics at GET /api/metrics in Prometheus's text format, for loopback and METRICS_ALLOW
 * only, never cached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, pdf, post, startServer, until, type Answer, type Server } from './harness';
import { request, signIn, staffCommand } from './staff-helpers';
import { application } from './suite';

const PASSWORD = 'correct horse battery staple';
let server: Server;
let stored: Answer;
let cookie: string;
/** The X-Request-Id of the visit to /?utm=…. */
let homeId: string;

/** Values only a visitor (or a staff member) typed or holds: none may reach the log. */
const SECRET = {
  name: 'Zelda Quuxley',
  email: 'zelda.quuxley@example.net',
  phone: '+44 20 7946 0958',
  project: 'Quuxwidget dashboards',
  location: 'Quuxford',
  whyJoin: 'Because of the quuxquux culture.',
  fileName: 'zq-private-portfolio.pdf',
  query: 'zq-query-secret',
  staffEmail: 'quux.staff@driftline.test',
  strangerEmail: 'stranger.quux@driftline.test',
};

type Line = Record<string, unknown> & { level: string; time: string; msg: string };
const lines = (): Line[] =>
  server
    .output()
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Line);

beforeAll(async () => {
  server = await startServer({ METRICS_ALLOW: '192.0.2.0/24' });
  const added = await staffCommand(server.dataDir, ['add', SECRET.staffEmail], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  // What the log and the metrics below report: a submission stored and one refused, sign-ins, a staff search, a page.
  const fields = { ...application, name: SECRET.name, email: SECRET.email, phone: SECRET.phone, project: SECRET.project, location: SECRET.location, whyJoin: SECRET.whyJoin };
  stored = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(fields, [pdf(SECRET.fileName, 4000)])), address: '198.51.100.77' })) as Answer;
  expect(stored.status, stored.body).toBe(201);
  const refused = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts({ ...fields, email: 'not an address' }, [pdf(SECRET.fileName, 4000)])) })) as Answer;
  expect(refused.status).toBe(422);
  expect((await signIn(server, SECRET.strangerEmail, 'a wrong password, long enough', { address: '203.0.113.50' })).status).toBe(401);
  const ok = await signIn(server, SECRET.staffEmail, PASSWORD, { address: '203.0.113.51' });
  expect(ok.status).toBe(200);
  cookie = ok.cookie!;
  expect((await request(server, `/api/staff/inbox?q=${encodeURIComponent(SECRET.name)}`, { cookie })).status).toBe(200);
  const home = await fetch(`${server.url}/?utm=${SECRET.query}`);
  expect(home.status).toBe(200);
  await home.text();
  homeId = home.headers.get('x-request-id')!;
  // A request's line is written once its answer has been sent, and reaches this process through a pipe: wait for it
  // (the e-mails below may have been logged before it).
  await until(async () => lines().some((l) => l.msg === 'request' && l.reqId === homeId));
  // The staff e-mail and the acknowledgement are sent (to DATA_DIR/mail) and logged.
  await until(async () => lines().filter((l) => l.event === 'mail-sent').length >= 2);
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

describe('the log', () => {
  it('is JSON, one line at a time, each with its time, level and message', () => {
    const all = lines();
    expect(all.length).toBeGreaterThan(10);
    for (const l of all) {
      expect(Number.isNaN(Date.parse(l.time)), JSON.stringify(l)).toBe(false);
      expect(['debug', 'info', 'warn', 'error', 'fatal']).toContain(l.level);
      expect(typeof l.msg).toBe('string');
    }
  });

  it('has a line per request: its id (also in X-Request-Id), method, path without the query, status, bytes, time and client', () => {
    const id = stored.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const line = lines().find((l) => l.msg === 'request' && l.reqId === id)!;
    expect(line).toMatchObject({ method: 'POST', path: '/api/submit', status: 201, client: '198.51.100.77', by: 'next' });
    expect(line.bytes).toBeGreaterThan(0);
    expect(line.ms).toBeGreaterThanOrEqual(0);
    // The query string stays out (the visit above asked for /?utm=…).
    expect(lines().find((l) => l.msg === 'request' && l.reqId === homeId)).toMatchObject({ method: 'GET', path: '/', status: 200 });
  });

  it('has a line per notable event: a submission stored and refused, e-mails sent, sign-ins that failed and succeeded', () => {
    const events = lines().map((l) => l.event);
    for (const event of ['ready', 'submission-stored', 'submission-refused', 'mail-sent', 'sign-in-failure', 'sign-in-success']) expect(events, event).toContain(event);
    expect(lines().find((l) => l.event === 'submission-refused')).toMatchObject({ kind: 'application', reason: 'invalid-fields', fields: ['email'] });
    expect(lines().find((l) => l.event === 'submission-stored')).toMatchObject({ kind: 'application', files: 1, bytes: 4000 });
  });

  it("holds none of the visitor's words, file names, e-mail addresses, cookies or tokens", () => {
    const text = server.output();
    for (const value of Object.values(SECRET)) expect(text, value).not.toContain(value);
    expect(text).not.toContain(decodeURIComponent(cookie.split('=')[1]));
    expect(text).not.toContain(decodeURIComponent(cookie.split('=')[1]).split('.')[0]);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
  });

  it('LOG_LEVEL=warn leaves out the lines of requests and events', async () => {
    const quiet = await startServer({ LOG_LEVEL: 'warn' });
    try {
      expect((await fetch(`${quiet.url}/api/health`)).status).toBe(200);
      expect(quiet.output()).not.toContain('"msg":"request"');
      expect(quiet.output()).not.toContain('"event":"ready"');
    } finally {
      await quiet.stop();
    }
  }, 60_000);
});

describe('the metrics', () => {
  const metricsFrom = (address?: string) => request(server, '/api/metrics', { origin: '', headers: address ? { 'x-forwarded-for': address } : {} });

  it('are Prometheus text for loopback and METRICS_ALLOW, never kept, and count what happened', async () => {
    const r = await metricsFrom();
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(r.text)?.[1]);
    expect(value('driftline_submissions_stored_total{kind="application"}')).toBeGreaterThanOrEqual(1);
    expect(value('driftline_submissions_refused_total{reason="invalid-fields"}')).toBeGreaterThanOrEqual(1);
    expect(value('driftline_upload_bytes_total')).toBeGreaterThanOrEqual(4000);
    expect(value('driftline_http_requests_total{group="forms",status="201"}')).toBeGreaterThanOrEqual(1);
    expect(value('driftline_http_answers_total{by="next"}')).toBeGreaterThan(0);
    expect(value('driftline_sign_ins_total{outcome="failure",factor="password"}')).toBeGreaterThanOrEqual(1);
    expect(value('driftline_outbox_waiting')).toBeGreaterThanOrEqual(0);
    expect(value('driftline_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('driftline_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value('driftline_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('driftline_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(r.text).toMatch(/^driftline_http_request_duration_seconds_bucket\{le="0\.1",group="page"\} \d+$/m);
    // The edge's thread counts the requests and the process, Next's the rest: each metric is given once, by one of them.
    const families = [...r.text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]);
    expect(families.filter((name, i) => families.indexOf(name) !== i)).toEqual([]);

    // Every series the alert rules of deploy/prometheus name is one the site gives.
    const rules = readFileSync(path.resolve(__dirname, '../../deploy/prometheus/alerts.yml'), 'utf8');
    const named = [...new Set(rules.match(/\bdriftline_[a-z_]+/g))];
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const name of named) expect(r.text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));

    expect((await metricsFrom('192.0.2.10')).status).toBe(200);
    const stranger = await metricsFrom('203.0.113.80');
    expect(stranger.status).toBe(403);
    expect(stranger.text).not.toContain('driftline_');
  });
});
