/**
 * A test run leaves nothing in the temporary folder. Each test file's servers (each with its embedded database, about
 * 170 MB), backups, exports and nginx folders go in a folder of the file's own (vitest.setup.ts), removed when the
 * file ends. Before, every run left a hundred of them behind, and a day's runs filled the disk.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startProductionServer } from '../../scripts/lib/production-server.mjs';

it('a test file that starts servers and makes its own folders leaves the temporary folder as it found it', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'run-'));
  await chmod(tmp, 0o711); // as the system's: the embedded PostgreSQL's own user (when run as root) reaches its data
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.VITEST_BASE_TMPDIR;
  let out = '';
  // data-dir.test.ts starts three servers on two data folders, one made by the harness and one by the test itself.
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'tests/integration/data-dir.test.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, out).toBe(0);
  expect(out).toMatch(/Test Files +1 passed \(1\)/);
  expect(await readdir(tmp)).toEqual([]);
}, 240_000);

it('a server started without a data folder (the benches, the screenshots) takes the folder it made away when it stops', async () => {
  const server = await startProductionServer({ cwd: path.resolve(__dirname, '../..') });
  expect(existsSync(path.join(server.dataDir, 'run'))).toBe(true); // its embedded database is in it
  await server.stop();
  expect(existsSync(server.dataDir)).toBe(false);
}, 90_000);
