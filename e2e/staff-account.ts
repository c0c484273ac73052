import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** The password of every account the journeys make. */
export const STAFF_PASSWORD = 'a long staff passphrase';

/**
 * A new staff account, made as an administrator would: `npm run staff -- add EMAIL [ROLE]` with the password piped in,
 * against the running site's data folder `dataDir`, with `role` if told (the command's default: Owner). For the
 * Playwright journeys (e2e/fixtures.ts) and the engine journeys (e2e/engines) alike. Returns its e-mail address,
 * `name-<random>@driftline.test`; throws with the command's words when it refuses.
 */
export function addStaffAccount(dataDir: string | undefined, name: string, role?: 'owner' | 'editor' | 'writer' | 'inbox'): string {
  const email = `${name}-${randomBytes(4).toString('hex')}@driftline.test`;
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', email, ...(role ? [role] : [])], {
    input: `${STAFF_PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`npm run staff -- add ${email} failed (${run.status}): ${run.stderr}`);
  return email;
}
