// The engine journeys (e2e/engines/*.journey.ts) in Firefox ESR and WebKitGTK, a step of `npm test`: starts the
// production build once on a free port of 127.0.0.1 (a throwaway data folder), runs the journeys' Vitest config for
// each engine (both at once; `--engines firefox,webkit,chromium` to choose, `--serial` one after the other; more
// arguments go to Vitest, e.g. a file filter or `-t name`), then stops the server, which fails the step when its log
// shows an uncaught error. Each journey file starts and stops its own browser (and, for WebKit, its own Xvfb).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer } from '../lib/production-server.mjs';

const args = process.argv.slice(2);
const take = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const engines = (take('--engines') ?? 'firefox,webkit').split(',');
const serial = args.includes('--serial');
if (serial) args.splice(args.indexOf('--serial'), 1);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'engine-journeys-'));
// Journeys all come from 127.0.0.1, four browsers at machine speed: the per-address limits are lifted as for the
// Playwright journeys (playwright.config.ts); tests/integration covers the limits themselves.
const server = await startProductionServer({
  dataDir,
  env: { RATE_LIMIT_MAX: '1000', SIGN_IN_LIMIT_PER_ADDRESS: '1000', REQUEST_RATE_LIMIT: '100' },
});
console.log(`engine journeys: ${engines.join(', ')} against ${server.url}`);

/** Runs one engine's journeys; resolves with Vitest's exit code. */
const runEngine = (engine) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/engines/vitest.config.mts', ...args], {
      env: { ...process.env, ENGINE: engine, ENGINES_BASE_URL: server.url, ENGINES_DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const failed = [];
const started = Date.now();
try {
  const codes = [];
  if (serial) for (const engine of engines) codes.push(await runEngine(engine));
  else codes.push(...(await Promise.all(engines.map(runEngine))));
  codes.forEach((code, i) => {
    if (code) failed.push(engines[i]);
  });
} finally {
  try {
    await server.stop();
  } catch (error) {
    console.error(String(error));
    failed.push('server');
  }
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`engine journeys: ${((Date.now() - started) / 1000).toFixed(0)} s${failed.length ? `, failed: ${failed.join(', ')}` : ', all passed'}`);
process.exit(failed.length ? 1 : 0);
