/**
 * Staff tools for stored submissions (same DATA_DIR / DATABASE_URL as the server):
 *
 *   npm run submissions -- list                  newest first: id, kind, date, name, e-mail, file count
 *   npm run submissions -- show ID               every field and file (ID may be a unique prefix)
 *   npm run submissions -- export --csv          all submissions as CSV on stdout
 *   npm run submissions -- files ID --to DIR     copies the files out under their (sanitized) names
 *   npm run submissions -- delete ID             removes the row, its files and its pending mail
 *
 * They work while the site runs, with the embedded database too (src/server/db/embedded.ts); the inbox at /staff does
 * the same in a browser.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { count, desc, eq, like, sql } from 'drizzle-orm';
import { terminalSafe } from '../../src/lib/forms/text';
import { parseInboxFilters } from '../../src/lib/staff/filters';
import { kindOfMime, withKindExtension } from '../../src/server/filetype';
import { closeDb, getDb } from '../../src/server/db/client';
import { outbox, submissionFiles, submissions } from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/staff/audit';
import { eraseSubmission } from '../../src/server/staff/erase';
import { exportCsv } from '../../src/server/staff/export';
import { openStoredFile } from '../../src/server/storage';

const [command, ...args] = process.argv.slice(2);
// What the tools write (exported files) is the staff member's alone, as everything under DATA_DIR is.
process.umask(0o077);
/** Every value a sender wrote is printed through this: no escape sequence, bidi override or forged line. */
const safe = terminalSafe;

function usage(): never {
  console.error('usage: npm run submissions -- list | show ID | export --csv | files ID --to DIR | delete ID');
  process.exit(2);
}

async function resolveId(prefix: string | undefined): Promise<string> {
  if (!prefix || !/^[0-9a-f-]{1,36}$/i.test(prefix)) usage();
  const db = await getDb();
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(like(sql`${submissions.id}::text`, `${prefix.toLowerCase()}%`))
    .limit(2);
  if (rows.length === 0) throw new Error(`No submission ${prefix}`);
  if (rows.length > 1) throw new Error(`${prefix} matches more than one submission; give more of the id`);
  return rows[0].id;
}

async function main() {
  const db = await getDb();
  switch (command) {
    case 'list': {
      const rows = await db
        .select({
          id: submissions.id,
          kind: submissions.kind,
          createdAt: submissions.createdAt,
          fields: submissions.fields,
          files: count(submissionFiles.id),
        })
        .from(submissions)
        .leftJoin(submissionFiles, eq(submissionFiles.submissionId, submissions.id))
        .groupBy(submissions.id)
        .orderBy(desc(submissions.createdAt));
      if (!rows.length) console.log('No submissions.');
      for (const r of rows) {
        const f = r.fields as Record<string, string>;
        console.log([r.id, r.kind.padEnd(11), r.createdAt.toISOString(), safe(f.name).padEnd(20), safe(f.email), `${r.files} file(s)`].join('  '));
      }
      break;
    }
    case 'show': {
      const id = await resolveId(args[0]);
      const [s] = await db.select().from(submissions).where(eq(submissions.id, id));
      const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id)).orderBy(submissionFiles.position);
      const mail = await db.select().from(outbox).where(eq(outbox.submissionId, id));
      console.log(`${s.kind} ${s.id}\nreceived ${s.createdAt.toISOString()} from ${s.clientAddress ?? 'unknown'}\n`);
      // A multi-line answer's lines are indented, so none can pass for another field.
      for (const [k, v] of Object.entries(s.fields)) console.log(`${safe(k)}: ${safe(v, { multiline: true })}`);
      console.log(`\nfiles (${files.length}):`);
      for (const f of files) console.log(`  ${f.id}  ${safe(f.displayName)}  ${f.sizeBytes} bytes  ${f.mimeType}  sha256 ${f.sha256}`);
      for (const m of mail) console.log(`\nstaff mail: ${m.sentAt ? `sent ${m.sentAt.toISOString()}` : `pending (${m.attempts} attempt(s)${m.lastError ? `, last error: ${safe(m.lastError)}` : ''})`}`);
      break;
    }
    case 'export': {
      if (args[0] !== '--csv') usage();
      // The same CSV as the staff inbox's export of the whole list (formula cells neutralised).
      const { csv, count: n } = await exportCsv(db, parseInboxFilters({}));
      process.stdout.write(csv);
      await recordAudit(db, { staff: null, action: 'export', detail: { count: n } });
      break;
    }
    case 'files': {
      const id = await resolveId(args[0]);
      const toIndex = args.indexOf('--to');
      const dir = toIndex > 0 ? args[toIndex + 1] : undefined;
      if (!dir) usage();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id)).orderBy(submissionFiles.position);
      const used = new Set<string>();
      for (const f of files) {
        // Display names are sanitized (no separators) and end with the detected type's extension (rows stored
        // before that rule get it here); de-duplicate them.
        const kind = kindOfMime(f.mimeType);
        const base = path.basename(kind ? withKindExtension(f.displayName, kind) : `${f.displayName}.bin`);
        let name = base;
        for (let n = 2; used.has(name); n++) name = `${n}-${base}`;
        used.add(name);
        await pipeline(await openStoredFile(f), createWriteStream(path.join(dir, name), { mode: 0o600 }));
        console.log(safe(path.join(dir, name)));
      }
      if (!files.length) console.log('This submission has no files.');
      break;
    }
    case 'delete': {
      const id = await resolveId(args[0]);
      // As the inbox's Erase: row, files, notes, pending e-mails and mail copies; the audit log keeps only that it went.
      await eraseSubmission(db, id, null);
      console.log(`Deleted ${id}, its files and its mail copies.`);
      break;
    }
    default:
      usage();
  }
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
