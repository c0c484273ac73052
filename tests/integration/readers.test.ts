/**
 * The readers at runtime (src/server/content/read.ts): on a fresh database, which the first use migrates and seeds
 * with src/content, every reader gives what src/content exports (parsed by the same schemas); and they read the
 * database, not src/content: an unpublished case study is gone, an edited and published title shows.
 * (While the site is built they give src/content itself: src/server/content/read.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await read.readRolesPage()).toStrictEqual({ pages, rolesCopy, site, roles: [...juniorRoles, ...internshipRoles] });
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
