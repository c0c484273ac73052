/**
 * Content in the database: the seed a fresh database gets from src/content, and
 * `npm run content -- export / import` (scripts/staff/content.ts) on it: while the site runs (the embedded database
 * through its socket) and alone (the command starts the database itself). Pages still read src/content.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@/lib/content/canonical';
import { seedEntries } from '@/lib/content/kinds';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { seedContent, seedFingerprint } from '@/server/content/seed';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { startServer, type Server } from './harness';
import { openEmbedded, sql, staffScript } from './staff-helpers';

const ROOT = path.resolve(__dirname, '../..');
const seed = seedEntries();
const tmp = (prefix: string) => mkdtemp(path.join(os.tmpdir(), prefix));

/** Every file under dir, relative, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

type Counts = { items: number; versions: number; imports: number; version: number; fingerprint: string; changed_at: Date };

/** What a running server's database holds of content, to see that a refused import or a second start changed nothing. */
async function contentCounts(dataDir: string): Promise<Counts> {
  const q = `SELECT (SELECT count(*)::int FROM content_items) AS items, (SELECT count(*)::int FROM content_versions) AS versions,
      (SELECT count(*)::int FROM audit_log WHERE action = 'content-import') AS imports,
      (SELECT version::int FROM content_state) AS version, (SELECT seed_fingerprint FROM content_state) AS fingerprint,
      (SELECT changed_at FROM content_state) AS changed_at`;
  return (await sql<Counts>(dataDir, q))[0];
}

const content = (dataDir: string, ...args: string[]) => staffScript('content', dataDir, args);
const contentOn = (url: string, dataDir: string, ...args: string[]) => staffScript('content', dataDir, args, { env: { DATABASE_URL: url } });

let server: Server | undefined;
let exported: string;
const cleanup: string[] = [];

beforeAll(async () => {
  server = await startServer();
  exported = await tmp('content-export-');
  cleanup.push(exported);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all(cleanup.map((d) => rm(d, { recursive: true, force: true })));
});

describe('content in the database', () => {
  it('seeds a fresh database with src/content: its export is the seed, file by file and byte by byte', async () => {
    const rows = await sql<{ kind: string; key: string; source: string; n: number }>(
      server!.dataDir,
      `SELECT i.kind, i.key, v.source, (SELECT count(*)::int FROM content_versions w WHERE w.item_id = i.id) AS n
       FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.status = 'published' ORDER BY i.kind COLLATE "C", i.position`,
    );
    expect(rows.map((r) => `${r.kind}/${r.key}`)).toEqual(seed.map((e) => `${e.kind}/${e.key}`));
    expect(rows.every((r) => r.source === 'seed' && r.n === 1)).toBe(true);
    const state = await sql<{ version: string; seed_fingerprint: string }>(server!.dataDir, 'SELECT version, seed_fingerprint FROM content_state');
    expect(state).toEqual([{ version: '1', seed_fingerprint: seedFingerprint() }]);

    // While the site runs: the command reaches the server's database through its socket.
    const r = await content(server!.dataDir, 'export', exported);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Exported ${seed.length} item(s)`);

    const files = await filesUnder(exported);
    const items = files.filter((f) => f !== 'manifest.json' && !f.startsWith('media/'));
    expect(items).toEqual(seed.map((e) => `${e.kind}/${e.key}.json`).sort());
    for (const e of seed) expect(await readFile(path.join(exported, e.kind, `${e.key}.json`), 'utf8'), `${e.kind}/${e.key}`).toBe(canonicalJson(e.data));

    const manifest = JSON.parse(await readFile(path.join(exported, 'manifest.json'), 'utf8'));
    expect(manifest.format).toBe(1);
    expect(manifest.missingMedia).toEqual([]);
    expect(Object.values(manifest.counts as Record<string, number>).reduce((a, b) => a + b)).toBe(seed.length);
    expect(manifest.order['case-study']).toEqual(seed.filter((e) => e.kind === 'case-study').map((e) => e.key));
    // The media files the items name, copied at their own paths with their SHA-256, and nothing else.
    const media = Object.keys(manifest.media).sort();
    expect(media).toContain('/media/video/showreel/poster.webp');
    expect(files.filter((f) => f.startsWith('media/'))).toEqual(media.map((p) => p.slice(1)));
    for (const p of media) {
      const bytes = await readFile(path.join(ROOT, 'public', p));
      expect(await readFile(path.join(exported, p))).toEqual(bytes);
      expect(manifest.media[p].sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  }, 120_000);

  it('does not seed twice: a second start finds the content and adds nothing', async () => {
    const before = await contentCounts(server!.dataDir);
    expect(before).toMatchObject({ items: seed.length, versions: seed.length, version: 1 });
    await server!.stop();
    server = await startServer({}, server!.dataDir);
    expect(await contentCounts(server.dataDir)).toEqual(before);

    // Two instances opening one fresh database at once: the advisory lock lets one seed, and the other sees its row.
    await sql(server.dataDir, 'DELETE FROM content_items; DELETE FROM content_state');
    const pools = [0, 1].map(() => new pg.Pool({ host: path.join(server!.dataDir, 'run'), port: 5432, user: 'postgres', database: 'postgres', max: 1 }));
    try {
      const seeded = await Promise.all(pools.map((pool) => seedContent(drizzle({ client: pool }))));
      expect(seeded.sort((a, b) => a - b)).toEqual([0, seed.length]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(await contentCounts(server.dataDir)).toMatchObject({ items: seed.length, versions: seed.length, version: 1, fingerprint: seedFingerprint() });
  }, 180_000);

  it('export, import --publish into a fresh database, export again: the same bytes, as published imports with an audit entry', async () => {
    const dataDir = await tmp('content-fresh-');
    const again = await tmp('content-again-');
    cleanup.push(dataDir, again);
    // Alone: the command starts the fresh DATA_DIR's database itself (and seeds it, as a first start would).
    const imported = await content(dataDir, 'import', exported, '--publish');
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`Imported ${seed.length} item(s) as published versions.`);
    const r = await content(dataDir, 'export', again);
    expect(r.code, r.stderr).toBe(0);
    const files = await filesUnder(exported);
    expect(await filesUnder(again)).toEqual(files);
    for (const f of files) expect((await readFile(path.join(again, f))).equals(await readFile(path.join(exported, f))), f).toBe(true);

    const db = await openEmbedded(dataDir);
    try {
      const sources = await db.query<{ source: string; n: number }>(
        `SELECT v.source, count(*)::int AS n FROM content_items i JOIN content_versions v ON v.id = i.published_version_id GROUP BY v.source`,
      );
      expect(sources.rows).toEqual([{ source: 'import', n: seed.length }]);
      const audit = await db.query<{ detail: unknown }>(`SELECT detail FROM audit_log WHERE action = 'content-import'`);
      expect(audit.rows).toEqual([{ detail: { items: seed.length, published: 1 } }]);
      expect((await db.query<{ version: string }>('SELECT version FROM content_state')).rows).toEqual([{ version: '2' }]);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('works on PostgreSQL (DATABASE_URL) too: seeded at first use, and the round trip gives the same bytes', async () => {
    const cluster = await startPostgres();
    const dataDir = await tmp('content-pg-');
    const first = await tmp('content-pg-first-');
    const again = await tmp('content-pg-again-');
    cleanup.push(dataDir, first, again);
    try {
      expect((await contentOn(cluster.url, dataDir, 'export', first)).code).toBe(0);
      const imported = await contentOn(cluster.url, dataDir, 'import', exported, '--publish');
      expect(imported.code, imported.stderr).toBe(0);
      expect((await contentOn(cluster.url, dataDir, 'export', again)).code).toBe(0);
      const files = await filesUnder(exported);
      for (const out of [first, again]) {
        expect(await filesUnder(out)).toEqual(files);
        for (const f of files) expect((await readFile(path.join(out, f))).equals(await readFile(path.join(exported, f))), f).toBe(true);
      }
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT v.source, count(*)::int AS n FROM content_versions v GROUP BY v.source ORDER BY v.source`);
        expect(rows).toEqual([
          { source: 'import', n: seed.length },
          { source: 'seed', n: seed.length },
        ]);
      } finally {
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
  }, 180_000);

  it('imports as drafts without --publish: what is published stays as it was', async () => {
    const before = await contentCounts(server!.dataDir);
    const r = await content(server!.dataDir, 'import', exported);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Imported ${seed.length} item(s) as drafts.`);
    const after = await contentCounts(server!.dataDir);
    expect(after).toMatchObject({ items: before.items, versions: before.versions + seed.length, imports: before.imports + 1, version: before.version });
    const drafts = await sql<{ n: number }>(
      server!.dataDir,
      `SELECT count(*)::int AS n FROM content_items i JOIN content_versions p ON p.id = i.published_version_id JOIN content_versions d ON d.id = i.draft_version_id
       WHERE p.source = 'seed' AND d.source = 'import'`,
    );
    expect(drafts).toEqual([{ n: seed.length }]);
  }, 120_000);

  describe('refuses an export with one broken file, naming the file and the field, and changes nothing', () => {
    const role = seed.find((e) => e.kind === 'role')!;
    const cases: [string, (dir: string) => Promise<void>, string[]][] = [
      [
        'a required field missing',
        async (dir) => {
          const file = path.join(dir, 'role', `${role.key}.json`);
          const data = JSON.parse(await readFile(file, 'utf8'));
          delete data.description.intro;
          await writeFile(file, JSON.stringify(data));
        },
        [`role/${role.key}.json: description.intro: Invalid input: expected string, received undefined`],
      ],
      [
        'a duplicate slug',
        (dir) => cp(path.join(dir, 'case-study', 'coral.json'), path.join(dir, 'case-study', 'coral-again.json')),
        [
          "case-study/coral-again.json: slug: gives the key 'coral', but the item is filed as 'coral-again'",
          "case-study/coral-again.json: slug: 2 items share the key 'coral'",
          "case-study/coral.json: slug: 2 items share the key 'coral'",
        ],
      ],
    ];
    for (const [name, breakIt, lines] of cases) {
      it(name, async () => {
        const dir = await tmp('content-broken-');
        cleanup.push(dir);
        await cp(exported, dir, { recursive: true });
        await breakIt(dir);
        const before = await contentCounts(server!.dataDir);
        for (const publish of [[], ['--publish']]) {
          const r = await content(server!.dataDir, 'import', dir, ...publish);
          expect(r.code).toBe(1);
          expect(r.stdout).toBe('');
          expect(r.stderr.trim().split('\n')).toEqual([...lines, `Nothing was imported: ${lines.length} problem(s).`]);
        }
        expect(await contentCounts(server!.dataDir)).toEqual(before);
      }, 120_000);
    }
  });
});
