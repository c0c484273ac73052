// The site's metrics (prom-client), in Prometheus's text format at GET /api/metrics (answered by the production
// server's edge, scripts/serve/edge.mjs, to loopback and METRICS_ALLOW only, never cached). Shared by the production
// server (requests, who answered them, the process) and the code Next runs (submissions, uploads, e-mail, sign-ins,
// the outbox, the database pool): prom-client is one of Next's server-external packages, so both register in its
// one default registry, and each metric is made once (whichever loads this file first).
import client from 'prom-client';
import { parseTrustProxy } from '../http/client-address.mjs';

const { register } = client;

/**
 * The metric called `config.name`, made on first use.
 * @template {client.Metric<string>} M
 * @param {new (config: any) => M} Kind @param {{ name: string, help: string, labelNames?: string[], buckets?: number[], collect?: () => unknown }} config
 * @returns {M}
 */
function metric(Kind, config) {
  return /** @type {M} */ (register.getSingleMetric(config.name) ?? new Kind(config));
}

/** The upper bounds of driftline_http_request_duration_seconds' buckets, in seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The requests the edge answered (scripts/serve/edge.mjs), counted as plain numbers on every answer's path and read
 * by three metrics when Prometheus asks: driftline_http_requests_total (by group and status),
 * driftline_http_answers_total (by who answered) and driftline_http_request_duration_seconds (a histogram by group).
 * prom-client's own counters and histograms hash a request's labels at every count, which took a tenth of what an
 * answer from the edge's memory costs (`npm run bench:pages`). The tally is itself the histogram's metric in the
 * registry (what prom-client asks of one: name, help, type, get, reset), so every copy of this file counts in one.
 */
class RequestTally {
  name = 'driftline_http_request_duration_seconds';
  help = 'Time from a request to the end of its answer, by route group';
  type = 'histogram';
  aggregator = 'sum';
  /** @type {Map<string, { group: string, status: number, n: number }>} by group and status */
  answers = new Map();
  /** @type {Map<string, number>} by who answered */
  byWhom = new Map();
  /** @type {Map<string, { buckets: number[], sum: number, n: number }>} by group; buckets[i] counts durations ≤ DURATION_BUCKETS[i] and above the one before */
  durations = new Map();

  /**
   * One answered request (status 0: cut before its answer was complete).
   * @param {string} group @param {number} status @param {string} by @param {number} seconds
   */
  count(group, status, by, seconds) {
    const key = group + status;
    let answers = this.answers.get(key);
    if (!answers) this.answers.set(key, (answers = { group, status, n: 0 }));
    answers.n++;
    this.byWhom.set(by, (this.byWhom.get(by) ?? 0) + 1);
    let durations = this.durations.get(group);
    if (!durations) this.durations.set(group, (durations = { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, n: 0 }));
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]) i++;
    if (i < DURATION_BUCKETS.length) durations.buckets[i]++;
    durations.sum += seconds;
    durations.n++;
  }

  /** The histogram's values, as prom-client's registry reads a metric's. */
  get() {
    /** @type {{ metricName: string, labels: Record<string, string | number>, value: number }[]} */
    const values = [];
    for (const [group, d] of this.durations) {
      let below = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        below += d.buckets[i];
        values.push({ metricName: `${this.name}_bucket`, labels: { le, group }, value: below });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', group }, value: d.n });
      values.push({ metricName: `${this.name}_sum`, labels: { group }, value: d.sum });
      values.push({ metricName: `${this.name}_count`, labels: { group }, value: d.n });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset() {
    this.answers.clear();
    this.byWhom.clear();
    this.durations.clear();
  }
}

/** @returns {RequestTally} */
function requestTally() {
  const made = /** @type {RequestTally | undefined} */ (/** @type {unknown} */ (register.getSingleMetric('driftline_http_request_duration_seconds')));
  if (made) return made;
  const tally = new RequestTally();
  register.registerMetric(/** @type {any} */ (tally));
  return tally;
}
const tally = requestTally();

export const metrics = {
  /** The edge's count of answered requests (RequestTally). */
  requests: tally,
  requestsTotal: metric(client.Counter, {
    name: 'driftline_http_requests_total',
    help: 'Requests answered, by route group and status',
    labelNames: ['group', 'status'],
    collect() {
      this.reset();
      for (const { group, status, n } of tally.answers.values()) this.inc({ group, status: String(status) }, n);
    },
  }),
  answeredBy: metric(client.Counter, {
    name: 'driftline_http_answers_total',
    help: "Who answered: the edge's memory, Next, or the edge itself (a refusal: rate, cap, malformed request)",
    labelNames: ['by'],
    collect() {
      this.reset();
      for (const [by, n] of tally.byWhom) this.inc({ by }, n);
    },
  }),
  submissionsStored: metric(client.Counter, { name: 'driftline_submissions_stored_total', help: 'Submissions stored, by kind', labelNames: ['kind'] }),
  submissionsRefused: metric(client.Counter, { name: 'driftline_submissions_refused_total', help: 'Submissions refused, by reason', labelNames: ['reason'] }),
  uploadBytes: metric(client.Counter, { name: 'driftline_upload_bytes_total', help: 'Bytes of files stored with submissions' }),
  mail: metric(client.Counter, { name: 'driftline_mail_total', help: 'E-mails sent, and attempts that failed (to be retried), by kind', labelNames: ['kind', 'outcome'] }),
  signIns: metric(client.Counter, {
    name: 'driftline_sign_ins_total',
    help: 'Staff sign-in attempts by outcome (success, failure, locked) and factor (password, code)',
    labelNames: ['outcome', 'factor'],
  }),
};

/**
 * A gauge whose value is read when Prometheus asks (`read` returns [labels, value] pairs, or a number).
 * @param {string} name @param {string} help @param {string[]} labelNames
 * @param {() => Promise<Array<[Record<string, string>, number]> | number> | Array<[Record<string, string>, number]> | number} read
 */
export function readOnScrape(name, help, labelNames, read) {
  if (register.getSingleMetric(name)) register.removeSingleMetric(name); // a reopened database pool, say
  return new client.Gauge({
    name,
    help,
    labelNames,
    async collect() {
      const values = await read();
      this.reset();
      if (typeof values === 'number') this.set(values);
      else for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

/** Node's own metrics (event loop lag, memory, handles, GC), once per process. */
export function collectProcessMetrics() {
  if (!register.getSingleMetric('driftline_process_resident_memory_bytes')) {
    client.collectDefaultMetrics({ prefix: 'driftline_', eventLoopMonitoringPrecision: 10 });
  }
}

/**
 * The group a request counts in: few enough for a label, telling apart what costs differently.
 * @param {string} pathname resolved (no dot segments, no query) @param {boolean} router a client-router request (rsc header)
 */
export function routeGroup(pathname, router = false) {
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/_next/image')) return 'image';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/api/auth/')) return 'auth';
  if (pathname.startsWith('/api/staff/') || pathname === '/staff' || pathname.startsWith('/staff/')) return 'staff';
  if (/^\/api\/(submit|contact|pricing)$/.test(pathname)) return 'forms';
  if (/^\/api\/(health|ready|metrics)$/.test(pathname)) return 'operations';
  if (pathname.startsWith('/api/')) return 'api';
  return router ? 'router' : 'page';
}

/**
 * Who may read the metrics: loopback and the METRICS_ALLOW addresses and ranges (as TRUST_PROXY writes them).
 * Throws on a value it cannot read.
 * @param {string | undefined} value
 * @returns {(client: string | null) => boolean}
 */
export function metricsReaders(value) {
  let rule;
  try {
    rule = parseTrustProxy(['loopback', value ?? ''].filter(Boolean).join(','));
  } catch (err) {
    throw new Error(String(/** @type {Error} */ (err).message).replace(/^TRUST_PROXY/, 'METRICS_ALLOW'));
  }
  if (!rule || !('list' in rule)) throw new Error(`METRICS_ALLOW must list addresses or CIDR ranges, not ${JSON.stringify(value)}`);
  const { list } = rule;
  return (address) => Boolean(address) && list.check(/** @type {string} */ (address), /** @type {string} */ (address).includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * What the edge's thread counts: the requests it answered and the process (collectProcessMetrics). The rest, the site's
 * own (submissions, e-mail, sign-ins, the database pool), is counted where Next runs, on a thread of its own in the
 * production server (scripts/serve/next-thread.mjs), with a registry of its own.
 * @param {string} name
 */
const countedByEdge = (name) => /^driftline_(http|process|nodejs)_/.test(name);

/**
 * This thread's metrics in Prometheus's text format: all of them, or only what the edge counts ('edge') or only what the
 * site counts ('site'), the two parts the production server puts together.
 * @param {'all' | 'edge' | 'site'} [part]
 */
export async function metricsText(part = 'all') {
  const chosen = register.getMetricsAsArray().filter((m) => part === 'all' || countedByEdge(m.name) === (part === 'edge'));
  const texts = await Promise.all(chosen.map((m) => register.getSingleMetricAsString(m.name)));
  return texts.length ? `${texts.join('\n\n')}\n` : '';
}

/**
 * The metrics now, in Prometheus's text format: this thread's, or with `siteText` (what Next's thread counts), what the
 * edge counts followed by it.
 * @param {() => Promise<string>} [siteText]
 */
export async function metricsAnswer(siteText) {
  const body = siteText ? (await metricsText('edge')) + (await siteText()) : await register.metrics();
  return { contentType: register.contentType, body };
}
