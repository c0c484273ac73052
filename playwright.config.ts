import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { freePortSync } from './scripts/lib/production-server.mjs';

/** A free port on 127.0.0.1, chosen once (synchronously: the config loads so) and shared with the workers through the environment. */
process.env.E2E_PORT ||= String(freePortSync());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server's DATA_DIR, shared with the workers through the environment: a folder of this run's own under the system's
 * temporary folder, so two runs never share one (the web server empties it first), and the embedded PostgreSQL's
 * unprivileged user (when the tests run as root) can reach it wherever the checkout is (a checkout under /root is
 * root's alone).
 */
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `driftline-e2e-${port}`);
const dataDir = process.env.E2E_DATA_DIR;
/** The server's log: e2e/global-teardown.ts fails the run when it shows an uncaught error. */
export const serverLog = `${dataDir}/server.log`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The production build (npm test builds first); data and mail go to a throwaway folder, emptied first (staff
    // sign-in attempts from 127.0.0.1 are counted in the database: a second run would inherit the first's).
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node scripts/serve/start.mjs > ${serverLog} 2>&1`,
    url: `${baseURL}/`,
    // Journeys all post from 127.0.0.1: lift the per-address rate limit for submissions
    // (tests/integration covers the limit itself).
    // Likewise the per-address sign-in limit (a journey signs in 50 times in a row), and the edge's request rate is
    // five times a person's: two browsers driven at machine speed share this one address.
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000', SIGN_IN_LIMIT_PER_ADDRESS: '1000', REQUEST_RATE_LIMIT: '100' },
    reuseExistingServer: false,
    timeout: 180_000,
    // Stopped as in production (SIGTERM: requests finish, then the embedded PostgreSQL stops). Playwright's default,
    // SIGKILL to the server's process group, would leave the database's own process group running after the run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
