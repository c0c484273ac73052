/**
 * The readers at runtime (src/server/content/read.ts): on a fresh database, which the first use migrates and seeds
 * with src/content, every reader gives what src/content exports (parsed by the same schemas); and they read the
 * database, not src/content: an unpublished case study is gone, an edited and published title shows.
 * (While the site is built they give src/content itself: src/server/content/read.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { about } from '@/content/about';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { expertisePages } from '@/content/expertise';
import { home } from '@/content/home';
import { exploreGroups } from '@/content/navigation';
import { pages } from '@/content/pages';
import { pricing } from '@/content/pricing';
import { privacy } from '@/content/privacy';
import { processContent } from '@/content/process';
import { internshipRoles, juniorRoles, rolesCopy } from '@/content/roles';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

type Cluster = Awaited<ReturnType<typeof startPostgres>>;
let cluster: Cluster;
let read: typeof import('@/server/content/read');
let closeDb: () => Promise<void>;
const saved = { url: process.env.DATABASE_URL, phase: process.env.NEXT_PHASE };

beforeAll(async () => {
  cluster = await startPostgres();
  process.env.DATABASE_URL = cluster.url;
  delete process.env.NEXT_PHASE;
  read = await import('@/server/content/read');
  ({ closeDb } = await import('@/server/db/client'));
}, 120_000);

afterAll(async () => {
  await closeDb?.();
  await cluster?.stop();
  if (saved.url === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved.url;
  if (saved.phase !== undefined) process.env.NEXT_PHASE = saved.phase;
});

async function query(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('the readers at runtime, on a fresh (seeded) database', () => {
  it('give what src/content exports, kind by kind', async () => {
    expect(read.isBuildPhase()).toBe(false);
    expect(await read.readSite()).toStrictEqual(site);
    expect(await read.readNavigation()).toStrictEqual(exploreGroups);
    expect(await read.readPages()).toStrictEqual(pages);
    expect(await read.readHome()).toStrictEqual(home);
    expect(await read.readAbout()).toStrictEqual(about);
    expect(await read.readProcess()).toStrictEqual(processContent);
    expect(await read.readPrivacy()).toStrictEqual(privacy);
    expect(await read.readPricing()).toStrictEqual(pricing);
    expect(await read.readClients()).toStrictEqual(clients);
    expect(await read.readShowreel()).toStrictEqual(showreel);
    expect(await read.readCaseStudies()).toStrictEqual(caseStudies);
    expect(await read.readExpertisePages()).toStrictEqual(expertisePages);
    expect(await read.readRolesPage()).toStrictEqual({ rolesCopy, site, roles: [...juniorRoles, ...internshipRoles] });
    expect(await read.readShell()).toStrictEqual({ site, navigation: exploreGroups, pages });
    for (const study of caseStudies) expect(await read.readCaseStudy(study.slug)).toStrictEqual(study);
    for (const page of expertisePages) expect(await read.readExpertisePage(page.slug)).toStrictEqual(page);
    expect(await read.readCaseStudy('no-such-study')).toBeNull();
  }, 60_000);

  it('read the database: an unpublished case study is gone, a published edit shows', async () => {
    await query(`UPDATE content_items SET status = 'unpublished' WHERE kind = 'case-study' AND key = 'coral'`);
    expect(await read.readCaseStudy('coral')).toBeNull();
    expect((await read.readCaseStudies()).map((c) => c.slug)).toEqual(caseStudies.map((c) => c.slug).filter((s) => s !== 'coral'));

    const [item] = await query(`SELECT id FROM content_items WHERE kind = 'site'`);
    await query(
      `WITH v AS (INSERT INTO content_versions (item_id, data, source) VALUES ($1, $2, 'edit') RETURNING id)
       UPDATE content_items SET published_version_id = (SELECT id FROM v) WHERE id = $1`,
      [item.id, JSON.stringify({ ...site, email: 'studio@driftline.example' })],
    );
    expect((await read.readSite()).email).toBe('studio@driftline.example');
  });
});

describe('a stored version the schema refuses today', () => {
  /** Publishes `data` as the item's new version, as the editor's publish writes it (its audit names the version). */
  async function publishInSql(kind: string, data: unknown, audited = true): Promise<number> {
    const [item] = await query(`SELECT id FROM content_items WHERE kind = $1 ORDER BY position LIMIT 1`, [kind]);
    const [v] = await query(
      `WITH v AS (INSERT INTO content_versions (item_id, data, source) VALUES ($1, $2, 'edit') RETURNING id),
            i AS (UPDATE content_items SET published_version_id = (SELECT id FROM v), status = 'published' WHERE id = $1)
       SELECT id::int AS id FROM v`,
      [item.id, JSON.stringify(data)],
    );
    if (audited) await query(`INSERT INTO audit_log (action, item_id, detail) VALUES ('content-publish', $1, $2)`, [item.id, JSON.stringify({ versionId: v.id })]);
    return v.id;
  }

  it('never fails the page: it shows the last published version that passes, else src/content, and is logged once', async () => {
    const { log } = await import('@/server/ops/log.mjs');
    const warn = vi.spyOn(log, 'warn');
    try {
      const good = { ...site, email: 'earlier@driftline.example' };
      await publishInSql('site', good);
      // Stored before links had one rule (or written around the editor): a footer link that runs a script.
      const hostile = { ...site, email: 'later@driftline.example', footer: { ...site.footer, links: [{ label: 'Careers', href: 'data:text/html,<script>alert(1)</script>' }] } };
      const bad = await publishInSql('site', hostile, false);
      for (let i = 0; i < 3; i++) {
        const shown = await read.readSite();
        expect(shown.email).toBe('earlier@driftline.example');
        expect(JSON.stringify(shown)).not.toContain('data:text/html');
      }
      const logged = warn.mock.calls.filter(([o]) => (o as { event?: string }).event === 'content-invalid');
      expect(logged).toEqual([[expect.objectContaining({ kind: 'site', versionId: bad, shown: expect.stringMatching(/^version \d+$/) }), expect.any(String)]]);

      // A case study whose only published versions the schema refuses: src/content's, the page still there.
      const [coral] = await query(`SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'coral'`);
      await query(`UPDATE content_items SET status = 'published' WHERE kind = 'case-study' AND key = 'coral'`);
      const [item] = await query(`SELECT id FROM content_items WHERE kind = 'case-study' AND key = 'coral'`);
      await query(
        `WITH v AS (INSERT INTO content_versions (item_id, data, source) VALUES ($1, $2, 'edit') RETURNING id)
         UPDATE content_items SET published_version_id = (SELECT id FROM v) WHERE id = $1`,
        [item.id, JSON.stringify({ ...coral.data, isAdmin: true, placeholderImage: '/media/./u/' + 'a'.repeat(64) + '/480.webp' })],
      );
      const study = await read.readCaseStudy('coral');
      expect(study).toStrictEqual(caseStudies.find((c) => c.slug === 'coral'));
      expect(warn.mock.calls.filter(([o]) => (o as { event?: string }).event === 'content-invalid')).toHaveLength(2);
    } finally {
      warn.mockRestore();
    }
  });
});
