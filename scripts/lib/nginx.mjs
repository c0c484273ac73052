// Runs Debian's nginx with the deploy/ configuration (scripts/deploy/nginx-config.mjs) in front of instances of the
// site, as a child of this process: its own prefix, configuration, cache and logs in a temporary folder, plain HTTP
// on a free 127.0.0.1 port. For the cluster test (tests/integration/cluster.test.ts) and `npm run bench:pages`.
// Plain JavaScript with JSDoc types, as production-server.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from '../deploy/nginx-config.mjs';
import { freePort } from './production-server.mjs';

/** Where Debian installs it (scripts/test/ensure-system-deps.sh installs it when missing). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

/**
 * @typedef {object} Nginx
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {number} port
 * @property {() => Promise<string>} accessLog what it has logged so far (the driftline format: upstream=…)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts nginx in front of `instances` (`host:port`), serving the release in `root`, and resolves once it accepts
 * connections. `workers` is worker_processes (1 by default; 'auto' for the benchmark); `port` a free port chosen
 * beforehand (when the instances must know nginx's address, e.g. as their SITE_URL).
 * @param {{ instances: string[], root: string, workers?: number | 'auto', port?: number }} options
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ instances, root, workers = 1, port: chosen }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  for (const d of ['cache', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) await mkdir(path.join(dir, d), { recursive: true });
  const port = chosen ?? (await freePort());
  const site = renderNginxConfig({
    instances,
    root,
    listen: `127.0.0.1:${port}`,
    cacheDir: path.join(dir, 'cache'),
    accessLog: path.join(dir, 'access.log'),
  });
  await writeFile(path.join(dir, 'driftline.conf'), site);
  // As root, nginx's workers would switch to `nobody`, who cannot use this folder: they stay this process's user.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `${user}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/driftline.conf;
}
`,
  );
  let out = '';
  const child = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stopOnExit = () => void (running() && child.kill('SIGTERM'));
  process.once('exit', stopOnExit);

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (!running()) throw new Error(`nginx exited:\n${out}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    const open = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen within 10 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () => readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''),
    stop: async () => {
      process.off('exit', stopOnExit);
      // SIGQUIT: nginx's graceful stop.
      if (running()) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (running()) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
