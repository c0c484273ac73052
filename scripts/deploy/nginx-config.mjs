// Renders deploy/nginx/driftline.conf.template for N instances (see that file, and the README's "Running on more
// than one machine"): the security headers and the largest request come from the code (src/lib/security/headers.mjs,
// src/lib/forms/limits.mjs), so nginx never disagrees with the app. As a command it prints the configuration:
//
//   node scripts/deploy/nginx-config.mjs --instances 127.0.0.1:3000,127.0.0.1:3001 --server-name www.example.org \
//     --root /srv/driftline [--cache-dir /var/cache/nginx/driftline] [--access-log /var/log/nginx/driftline.log] \
//     [--certificate FILE --certificate-key FILE] [--listen PORT (plain HTTP, no TLS)] [--health-allow 10.0.0.0/8]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_REQUEST_BYTES } from '../../src/lib/forms/limits.mjs';
import { NON_PAGE_CSP, SECURITY_HEADERS } from '../../src/lib/security/headers.mjs';
import { option } from '../lib/cli.mjs';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/driftline.conf.template', import.meta.url));

/** Passive health checks: an instance that fails twice within 10 s is left alone for 10 s. */
const MAX_FAILS = 2;
const FAIL_TIMEOUT = '10s';

/**
 * @typedef {object} NginxOptions
 * @property {string[]} instances `host:port` of each instance
 * @property {string} root the release's folder (the checkout with its build: .next/static and public/)
 * @property {string} [serverName] default `_` (any)
 * @property {string} [cacheDir] default /var/cache/nginx/driftline
 * @property {string} [accessLog] default /var/log/nginx/driftline.access.log
 * @property {string} [listen] plain HTTP on this address or port instead of HTTPS on 443 with the redirect on 80
 * @property {string} [certificate] default /etc/letsencrypt/live/<server name>/fullchain.pem
 * @property {string} [certificateKey] default /etc/letsencrypt/live/<server name>/privkey.pem
 * @property {string[]} [healthAllow] addresses besides loopback that may read /api/health and /api/ready
 */

/** @param {string} value */
const quoted = (value) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * The configuration for these instances.
 * @param {NginxOptions} options @returns {string}
 */
export function renderNginxConfig({
  instances,
  root,
  serverName = '_',
  cacheDir = '/var/cache/nginx/driftline',
  accessLog = '/var/log/nginx/driftline.access.log',
  listen,
  certificate,
  certificateKey,
  healthAllow = [],
}) {
  if (!instances.length) throw new Error('nginx-config: name at least one instance (host:port)');
  for (const i of instances) if (!/^[\w.:[\]-]+:\d+$/.test(i)) throw new Error(`nginx-config: an instance is host:port, not ${JSON.stringify(i)}`);
  const tls = listen === undefined;
  const certName = serverName === '_' ? 'example.org' : serverName;
  const values = {
    UPSTREAM_SERVERS: instances.map((i) => `    server ${i} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`).join('\n'),
    CACHE_DIR: cacheDir,
    SERVER_NAME: serverName,
    LISTEN: listen ?? '',
    TLS_CERTIFICATE: certificate ?? `/etc/letsencrypt/live/${certName}/fullchain.pem`,
    TLS_CERTIFICATE_KEY: certificateKey ?? `/etc/letsencrypt/live/${certName}/privkey.pem`,
    ACCESS_LOG: accessLog,
    CLIENT_MAX_BODY_SIZE: String(MAX_REQUEST_BYTES),
    APP_ROOT: path.resolve(root),
    SECURITY_HEADERS: [...SECURITY_HEADERS.map(({ key, value }) => [key, value]), ['Content-Security-Policy', NON_PAGE_CSP]]
      .map(([key, value]) => `        add_header ${key} ${quoted(value)} always;`)
      .join('\n'),
    HEALTH_ALLOW: healthAllow.map((a) => `        allow ${a};`).join('\n'),
  };
  let text = readFileSync(TEMPLATE, 'utf8');
  text = section(text, 'tls', tls);
  text = section(text, 'plain', !tls);
  text = text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx-config: the template names {{${name}}}, which has no value`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return text.replace(/\n{3,}/g, '\n\n');
}

/** Keeps (without its markers) or drops each `# {{#name}}` … `# {{/name}}` section. @param {string} text @param {string} name @param {boolean} keep */
function section(text, name, keep) {
  const re = new RegExp(`^[ \\t]*# \\{\\{#${name}\\}\\}\\n([\\s\\S]*?)^[ \\t]*# \\{\\{/${name}\\}\\}\\n`, 'gm');
  return text.replace(re, (_, body) => (keep ? body : ''));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const list = (/** @type {string | undefined} */ v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);
  try {
    process.stdout.write(
      renderNginxConfig({
        instances: list(option('instances', '127.0.0.1:3000')),
        root: option('root', process.cwd()),
        serverName: option('server-name', '_'),
        cacheDir: option('cache-dir', undefined),
        accessLog: option('access-log', undefined),
        listen: option('listen', undefined),
        certificate: option('certificate', undefined),
        certificateKey: option('certificate-key', undefined),
        healthAllow: list(option('health-allow', undefined)),
      }),
    );
  } catch (err) {
    console.error(/** @type {Error} */ (err).message);
    process.exit(1);
  }
}
