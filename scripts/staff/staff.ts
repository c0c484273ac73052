/**
 * Staff accounts for the inbox at /staff (there is no public sign-up). Same DATA_DIR / DATABASE_URL as the server,
 * and it works while the site runs, with the embedded database too (src/server/db/embedded.ts):
 *
 *   npm run staff -- add EMAIL [ROLE]  a new account, an Owner unless ROLE says otherwise (owner, editor, writer,
 *                                      inbox); the password is read from standard input when it is not a terminal
 *                                      (`printf '%s' "$PW" | npm run staff -- add a@b.co`), asked twice otherwise
 *   npm run staff -- list              every account, its role, whether it has two-factor sign-in on, its sessions
 *   npm run staff -- role EMAIL ROLE   another role (never the last Owner's)
 *   npm run staff -- remove EMAIL      the account, all its sessions and its pending scheduled publishes (never
 *                                      the last Owner)
 *   npm run staff -- reset EMAIL       a new password (read as for add); ends all its sessions and cancels its
 *                                      pending scheduled publishes
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { terminalSafe } from '../../src/lib/forms/text';
import { ROLES, isRole, type Role } from '../../src/lib/staff/roles';
import { AccountError, addStaff, listStaff, MIN_PASSWORD, removeStaff, resetPassword, setRole } from '../../src/server/auth/accounts';
import { closeDb } from '../../src/server/db/client';

process.umask(0o077);
const [command, email, ...rest] = process.argv.slice(2);

function usage(): never {
  console.error(`usage: npm run staff -- add EMAIL [ROLE] | list | role EMAIL ROLE | remove EMAIL | reset EMAIL   (ROLE: ${ROLES.join(', ')})`);
  process.exit(2);
}

/** All of standard input (a pipe or a file): its first line is the password. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

/** Asks on the terminal without echoing what is typed. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await ask(`New password (at least ${MIN_PASSWORD} characters): `);
  const again = await ask('The same password again: ');
  if (first !== again) throw new AccountError('The two passwords differ; nothing was changed.');
  return first;
}

/** " Cancelled 2 scheduled changes they had planted.", or nothing. */
const schedulesCancelled = (n: number) => (n ? ` Cancelled ${n} scheduled ${n === 1 ? 'change' : 'changes'} they had planted (see the audit log).` : '');

/** The ROLE argument: one of the roles, or the usage and exit 2. */
function roleArgument(value: string | undefined): Role {
  if (!isRole(value)) usage();
  return value;
}

async function main() {
  const takesRole = command === 'add' || command === 'role';
  if (rest.length > (takesRole ? 1 : 0)) usage();
  switch (command) {
    case 'add': {
      if (!email) usage();
      const role = rest.length ? roleArgument(rest[0]) : 'owner';
      await addStaff(email, await newPassword(), role);
      console.log(`Added ${terminalSafe(email.trim().toLowerCase())} as ${role}. They sign in at /staff/sign-in.`);
      break;
    }
    case 'role': {
      if (!email) usage();
      const role = roleArgument(rest[0]);
      const { changed } = await setRole(email, role);
      console.log(`${terminalSafe(email.trim().toLowerCase())} ${changed ? 'is now' : 'already is'} ${role}.`);
      break;
    }
    case 'list': {
      if (email) usage();
      const accounts = await listStaff();
      if (!accounts.length) console.log('No staff accounts. Add one with: npm run staff -- add EMAIL');
      for (const a of accounts) {
        const twoFactor = a.twoFactor ? 'two-factor on' : 'two-factor off';
        console.log(`${terminalSafe(a.email).padEnd(32)}  ${a.role.padEnd(6)}  added ${a.createdAt.toISOString().slice(0, 10)}  ${twoFactor}  ${a.sessions} session(s)`);
      }
      break;
    }
    case 'remove': {
      if (!email) usage();
      const cancelled = await removeStaff(email);
      console.log(`Removed ${terminalSafe(email.trim().toLowerCase())} and ended their sessions.${schedulesCancelled(cancelled)}`);
      break;
    }
    case 'reset': {
      if (!email) usage();
      const cancelled = await resetPassword(email, await newPassword());
      console.log(`New password set for ${terminalSafe(email.trim().toLowerCase())}; their sessions have ended.${schedulesCancelled(cancelled)}`);
      break;
    }
    default:
      usage();
  }
}

main()
  .catch((err) => {
    console.error(err instanceof AccountError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
