import { describe, expect, it } from 'vitest';
import client from 'prom-client';
import { collectProcessMetrics, metrics, metricsAnswer, metricsReaders, metricsText, routeGroup } from './metrics.mjs';

describe('routeGroup', () => {
  it('tells apart what costs differently', () => {
    expect(routeGroup('/')).toBe('page');
    expect(routeGroup('/work/coral', true)).toBe('router');
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('static');
    expect(routeGroup('/_next/image')).toBe('image');
    expect(routeGroup('/media/video/x/master.m3u8')).toBe('media');
    expect(routeGroup('/api/auth/sign-in/email')).toBe('auth');
    expect(routeGroup('/staff')).toBe('staff');
    expect(routeGroup('/staff/submissions/1')).toBe('staff');
    expect(routeGroup('/staffing')).toBe('page');
    expect(routeGroup('/api/staff/inbox')).toBe('staff');
    expect(routeGroup('/api/contact')).toBe('forms');
    expect(routeGroup('/api/ready')).toBe('operations');
    expect(routeGroup('/api/unknown')).toBe('api');
  });
});

describe('metricsReaders', () => {
  it('lets loopback and METRICS_ALLOW read, no one else', () => {
    const alone = metricsReaders(undefined);
    expect(alone('127.0.0.1')).toBe(true);
    expect(alone('::1')).toBe(true);
    expect(alone('10.0.0.5')).toBe(false);
    expect(alone(null)).toBe(false);
    const office = metricsReaders('10.0.0.0/8, 2001:db8::/32');
    expect(office('10.1.2.3')).toBe(true);
    expect(office('2001:db8::1')).toBe(true);
    expect(office('192.0.2.1')).toBe(false);
  });

  it('refuses what it cannot read, naming METRICS_ALLOW', () => {
    expect(() => metricsReaders('10.0.0.0/99')).toThrow(/^METRICS_ALLOW/);
    expect(() => metricsReaders('everyone')).toThrow(/METRICS_ALLOW/);
  });
});

describe('the request metrics', () => {
  it('count each answer by group and status, by who answered, and its time in cumulative buckets', async () => {
    client.register.resetMetrics();
    metrics.requests.count('page', 200, 'memory', 0.0001);
    metrics.requests.count('page', 200, 'memory', 0.003);
    metrics.requests.count('page', 0, 'next', 0.2);
    metrics.requests.count('forms', 201, 'next', 31);
    const { body } = await metricsAnswer();
    const lines = body.split('\n');
    const value = (/** @type {string} */ series) => {
      const line = lines.find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('driftline_http_requests_total{group="page",status="200"}')).toBe(2);
    expect(value('driftline_http_requests_total{group="page",status="0"}')).toBe(1);
    expect(value('driftline_http_requests_total{group="forms",status="201"}')).toBe(1);
    expect(value('driftline_http_answers_total{by="memory"}')).toBe(2);
    expect(value('driftline_http_answers_total{by="next"}')).toBe(2);
    expect(value('driftline_http_request_duration_seconds_bucket{le="0.002",group="page"}')).toBe(1);
    expect(value('driftline_http_request_duration_seconds_bucket{le="0.005",group="page"}')).toBe(2);
    expect(value('driftline_http_request_duration_seconds_bucket{le="0.1",group="page"}')).toBe(2);
    expect(value('driftline_http_request_duration_seconds_bucket{le="0.25",group="page"}')).toBe(3);
    expect(value('driftline_http_request_duration_seconds_bucket{le="+Inf",group="page"}')).toBe(3);
    expect(value('driftline_http_request_duration_seconds_count{group="page"}')).toBe(3);
    expect(value('driftline_http_request_duration_seconds_sum{group="page"}')).toBeCloseTo(0.2031, 6);
    // Past the last bucket: only in +Inf.
    expect(value('driftline_http_request_duration_seconds_bucket{le="30",group="forms"}')).toBe(0);
    expect(value('driftline_http_request_duration_seconds_bucket{le="+Inf",group="forms"}')).toBe(1);
    expect(body).toContain('# TYPE driftline_http_request_duration_seconds histogram');
    expect(body).toContain('# TYPE driftline_http_requests_total counter');
    // Read twice, the counts are the same (the counters are filled from the tally, not added to again).
    const again = (await metricsAnswer()).body;
    expect(again.split('\n').filter((l) => l.startsWith('driftline_http_'))).toEqual(lines.filter((l) => l.startsWith('driftline_http_')));
  });
});

describe("the two threads' parts", () => {
  it("the edge's part holds the requests and the process, the site's the rest, and the answer each once", async () => {
    collectProcessMetrics();
    metrics.submissionsStored.inc({ kind: 'application' });
    const families = (/** @type {string} */ text) => [...text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]);
    const edge = families(await metricsText('edge'));
    const site = families(await metricsText('site'));
    expect(edge).toContain('driftline_http_requests_total');
    expect(edge).toContain('driftline_process_resident_memory_bytes');
    expect(edge).not.toContain('driftline_submissions_stored_total');
    expect(site).toContain('driftline_submissions_stored_total');
    expect(site.filter((name) => name.startsWith('driftline_http_') || name.startsWith('driftline_process_'))).toEqual([]);
    // Put together as the production server does, with the site's part from Next's thread: every family once, and
    // the same families as this one registry gives whole.
    const { body } = await metricsAnswer(() => metricsText('site'));
    expect(families(body).sort()).toEqual(families(await metricsText()).sort());
    expect(new Set(families(body)).size).toBe(families(body).length);
    expect(body).toMatch(/^driftline_submissions_stored_total\{kind="application"\} 1$/m);
  });
});
