/**
 * Load on the embedded default: 50 applications with files sent at once while a crawl fetches every link
 * the site names. Each gets an answer; each 201 is stored exactly once (its row, its file on disk, byte for byte);
 * the server's log shows no database error. Not timed: how fast is `npm run bench:memory`'s business.
 */
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { crawl } from '../../scripts/lib/crawl.mjs';
import { formParts, Multipart, pdf, post, sha256Of, startServer, type Answer, type Server } from './harness';
import { openEmbedded } from './staff-helpers';
import { application } from './suite';

const SUBMISSIONS = 50;
let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
}, 60_000);

/** What a database failure looks like in the log: PostgreSQL's own lines, node-postgres errors, the old bridge's. */
const DATABASE_ERROR = /\[postgres\].*(ERROR|FATAL|PANIC)|prepared statement|Connection terminated|ECONNRESET|\[db\]|database (is|was)|pg_|relation .* does not exist/i;

it('answers 50 simultaneous applications with files beside a crawl, stores each 201 exactly once, and logs no database error', async () => {
  server = await startServer();
  const s = server;
  const files = Array.from({ length: SUBMISSIONS }, (_, i) => pdf(`cv-${i}.pdf`, 1024 * 1024, 1000 + i));
  const crawling = crawl(s.url, 4);
  const answers = await Promise.all(
    files.map((f, i) => post(`${s.url}/api/submit`, { body: new Multipart(formParts({ ...application, email: `load${i}@example.com` }, [f])) }).catch((err: Error) => err)),
  );
  const crawled = await crawling;
  expect(crawled.links).toBeGreaterThan(100);
  expect(crawled.failed).toBe(0);

  // Each is answered: no closed socket, no 5xx.
  const statuses = answers.map((a) => (a instanceof Error ? a.message : (a as Answer).status));
  expect(statuses).toEqual(Array(SUBMISSIONS).fill(201));
  const ids = answers.map((a) => (a as Answer).json().id as string);
  expect(new Set(ids).size).toBe(SUBMISSIONS);

  // The log of the load itself (what a shutdown writes is another matter).
  const log = s.output().split('\n').filter((line) => DATABASE_ERROR.test(line));
  await s.stop();
  server = undefined;
  const db = await openEmbedded(s.dataDir);
  try {
    const rows = (await db.query<{ id: string; email: string }>(`SELECT id, fields->>'email' AS email FROM submissions`)).rows;
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const stored = (await db.query<{ submission_id: string; storage_key: string; sha256: string }>('SELECT submission_id, storage_key, sha256 FROM submission_files')).rows;
    expect(stored.length).toBe(SUBMISSIONS);
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id)!;
      expect(row.email).toBe(`load${i}@example.com`);
      const file = stored.filter((f) => f.submission_id === id);
      expect(file.length).toBe(1);
      expect(file[0].sha256).toBe(sha256Of(files[i]));
      const bytes = await readFile(path.join(s.dataDir, 'uploads', file[0].storage_key));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256Of(files[i]));
    }
  } finally {
    await db.close();
  }
  expect(log).toEqual([]);
}, 300_000);
