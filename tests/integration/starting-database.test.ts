/**
 * `npm run staff -- add` while the site's server is still starting its embedded database waits for it (saying so)
 * instead of failing with "busy; try again": the two commands run in a row, as a person types them, and a server
 * whose start takes longer than a minute (a first initdb or a move from PGlite on a slow disk).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type Server } from './harness';
import { signIn, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
}, 60_000);

it('waits for a server that is still starting the database, past the minute it used to give up after', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-'));
  // A server that has claimed the database (DATA_DIR/run/owner, as the real one writes it) and is still starting it
  // 62 s after the command began to wait (it used to give up after 60), then stops: the command serves it itself.
  const starting = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600_000)'], { stdio: 'ignore' });
  let timer: NodeJS.Timeout | undefined;
  try {
    await mkdir(path.join(dataDir, 'run'), { recursive: true, mode: 0o700 });
    await writeFile(path.join(dataDir, 'run', 'owner'), `${starting.pid} server 00000000-0000-4000-8000-000000000000`, { mode: 0o600 });
    const waiting = `The site's server (pid ${starting.pid}) is starting the embedded database; waiting for it (up to 5 minutes)`;
    const added = await staffCommand(dataDir, ['add', 'early@driftline.test'], {
      stdin: `${PASSWORD}\n`,
      onStderr: (text) => {
        if (!timer && text.includes(waiting)) timer = setTimeout(() => starting.kill(), 62_000);
      },
    });
    expect(added.stderr).toContain(waiting);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Added early@driftline.test as owner.');
  } finally {
    clearTimeout(timer);
    starting.kill();
  }
}, 240_000);

it('`npm start` then `npm run staff -- add` at once: the account is added and signs in', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-'));
  const [started, added] = await Promise.all([
    startServer({}, dataDir),
    // A moment after the server began: it has claimed the database and is starting it.
    new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => staffCommand(dataDir, ['add', 'ayla@driftline.test'], { stdin: `${PASSWORD}\n` })),
  ]);
  server = started;
  expect(added.code, added.stderr).toBe(0);
  expect((await signIn(server, 'ayla@driftline.test', PASSWORD)).status).toBe(200);
}, 180_000);
