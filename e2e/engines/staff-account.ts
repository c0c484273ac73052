import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ENGINE } from './tab';

export const PASSWORD = 'a long staff passphrase';

/** A staff account made as an administrator makes one (`npm run staff -- add`), with `role`; its address. */
export function addStaff(role: 'owner' | 'editor' = 'owner'): string {
  const email = `${ENGINE}-${role}-${randomBytes(4).toString('hex')}@driftline.test`;
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', email, role], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: process.env.ENGINES_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return email;
}
