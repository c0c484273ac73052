import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { cache } from 'react';
import type { z } from 'zod';
import { about } from '@/content/about';
import type { CaseStudy } from '@/content/schema';
import { clients } from '@/content/clients';
import type { ExpertisePage } from '@/content/expertise/schema';
import { home } from '@/content/home';
import { exploreGroups } from '@/content/navigation';
import { pages } from '@/content/pages';
import { pricing } from '@/content/pricing';
import { privacy } from '@/content/privacy';
import { processContent } from '@/content/process';
import { rolesCopy } from '@/content/roles';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { CONTENT_KINDS, keyOf, type KindName } from '@/lib/content/kinds';
import { referencedImages, withCurrentFocal, type FocalPoint } from '@/lib/media/uploaded';
import { getDb, type Db } from '../db/client';
import { contentItems, contentVersions, mediaAssets } from '../db/schema';
import { log } from '../ops/log.mjs';

/**
 * What the public pages read (docs/content-editing-design.md 3.2). Every reader returns what today's src/content
 * module exports, parsed by the same schema:
 * - while `next build` prerenders, the seed (src/content itself): the build needs no database and renders today's site;
 * - at runtime (a page rendered again after a publish), the published versions in the database;
 * - in preview (draft mode, with a valid staff session), each item's draft where it has one.
 * A stored version that does not pass its schema today never fails a page (fallbackOf).
 * Pages are static; a publish makes every instance render the touched pages again (src/server/content/watch.ts).
 */

/** True while `next build` generates pages (Next sets NEXT_PHASE in the build and its workers). */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

type Row = { itemId: string; key: string; versionId: number; data: unknown };

/** Whether this render is a staff preview: draft mode on, and the request's staff session valid for a content role. */
async function previewing(): Promise<boolean> {
  // Imported here, not at the top: next/headers in a module the build imports is fine, but reading draftMode
  // outside a request throws, and staffOf loads Better Auth, which a public render never needs.
  const { draftMode, headers } = await import('next/headers');
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (a script, a test)
  }
  if (!enabled) return false;
  const { allowed, staffOf } = await import('../auth/session');
  const staff = await staffOf(await headers(), { slide: false });
  return staff !== null && allowed(staff, 'content:edit'); // drafts are for the roles that edit content
}

/** Whether this render is a staff preview, asked once per render (the layout's preview bar and every reader). */
export const isStaffPreview = cache(() => previewing());

async function rowsOf(kind: KindName): Promise<Row[]> {
  const draft = await isStaffPreview();
  const db = await getDb();
  const rows = await db
    .select({ id: contentItems.id, key: contentItems.key, status: contentItems.status, published: contentItems.publishedVersionId, draft: contentItems.draftVersionId })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position), asc(contentItems.key));
  const chosen = rows.map((row) => (draft ? (row.draft ?? row.published) : row.status === 'published' ? row.published : null));
  const ids = chosen.filter((id): id is number => id !== null);
  if (!ids.length) return [];
  const versions = await db.select({ id: contentVersions.id, data: contentVersions.data }).from(contentVersions).where(inArray(contentVersions.id, ids));
  const focalOf = await currentFocalPoints(db, versions.flatMap((v) => referencedImages(v.data)));
  const dataOf = new Map(versions.map((v) => [v.id, focalOf.size ? withCurrentFocal(v.data, (sha) => focalOf.get(sha)) : v.data]));
  const out: Row[] = [];
  rows.forEach((row, i) => {
    const id = chosen[i];
    if (id !== null && dataOf.has(id)) out.push({ itemId: row.id, key: row.key, versionId: id, data: dataOf.get(id) });
  });
  return out;
}

/**
 * The focal point each uploaded image has now in the media library (its newest row), by SHA-256: a focal point changed
 * there after the content was saved is the one pages render (src/server/content/media-edit.ts announces the pages).
 */
async function currentFocalPoints(db: Db, shas: string[]): Promise<Map<string, FocalPoint>> {
  const unique = [...new Set(shas)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ sha256: mediaAssets.sha256, x: mediaAssets.focalX, y: mediaAssets.focalY })
    .from(mediaAssets)
    .where(inArray(mediaAssets.sha256, unique))
    .orderBy(asc(mediaAssets.createdAt));
  return new Map(rows.map((r) => [r.sha256, { x: r.x, y: r.y }]));
}

type Output<K extends KindName> = z.output<(typeof CONTENT_KINDS)[K]['schema']>;

type Fallback = { data: unknown; from: string } | null;

/**
 * The fallback of each version found failing its schema, looked for once per process (it depends only on the versions
 * before it and src/content, which do not change): every later render of the page reuses it, without a query.
 */
const fallbacks = new Map<number, Promise<Fallback>>();

/**
 * A stored version that no longer passes its kind's schema (stored before a rule was added, or written around the
 * editor) never fails the page: it shows the item's newest earlier version that was published and passes, else the
 * item as src/content has it, else nothing of it (a collection's item src/content does not have). Logged once.
 */
function fallbackOf(kind: KindName, row: Row, issues: z.core.$ZodIssue[]): Promise<Fallback> {
  let found = fallbacks.get(row.versionId);
  if (!found) {
    found = findFallback(kind, row, issues);
    fallbacks.set(row.versionId, found);
    found.catch(() => fallbacks.delete(row.versionId)); // a failed query is tried again by the next render
  }
  return found;
}

async function findFallback(kind: KindName, row: Row, issues: z.core.$ZodIssue[]): Promise<Fallback> {
  const schema = CONTENT_KINDS[kind].schema;
  const db = await getDb();
  // The versions this item published before (the audit names each publish's version), newest first.
  const published = await db.execute<{ id: number; data: unknown }>(sql`
    SELECT v.id::int AS id, v.data FROM content_versions v
    WHERE v.item_id = ${row.itemId} AND v.id < ${row.versionId}
      AND v.id IN (SELECT (a.detail->>'versionId')::bigint FROM audit_log a WHERE a.item_id = ${row.itemId} AND a.action = 'content-publish')
    ORDER BY v.id DESC LIMIT 20`);
  let found: Fallback = null;
  for (const v of published.rows) {
    const result = schema.safeParse(v.data);
    if (result.success) {
      found = { data: result.data, from: `version ${v.id}` };
      break;
    }
  }
  if (!found) {
    const seeded = CONTENT_KINDS[kind]
      .seed()
      .map((data) => schema.parse(data))
      .find((parsed) => keyOf(kind, parsed) === row.key);
    if (seeded !== undefined) found = { data: seeded, from: 'src/content' };
  }
  log.warn(
    { event: 'content-invalid', kind, key: row.key, versionId: row.versionId, shown: found?.from ?? 'nothing', issues: issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) },
    'a stored version does not pass its schema; the page shows another',
  );
  return found;
}

/** The rows of a kind parsed by its schema; a row that does not pass is replaced by its fallback (fallbackOf). */
async function parsedRowsOf<K extends KindName>(kind: K): Promise<{ key: string; data: Output<K> }[]> {
  const schema = CONTENT_KINDS[kind].schema as z.ZodType<Output<K>>;
  const out: { key: string; data: Output<K> }[] = [];
  for (const row of await rowsOf(kind)) {
    const result = schema.safeParse(row.data);
    if (result.success) {
      out.push({ key: row.key, data: result.data });
      continue;
    }
    const fallback = await fallbackOf(kind, row, result.error.issues);
    if (fallback) out.push({ key: row.key, data: fallback.data as Output<K> });
  }
  return out;
}

/** Every published item of a collection, in site order, parsed by its kind's schema. */
export async function readCollection<K extends KindName>(kind: K): Promise<Output<K>[]> {
  const schema = CONTENT_KINDS[kind].schema as z.ZodType<Output<K>>;
  if (isBuildPhase()) return CONTENT_KINDS[kind].seed().map((data) => schema.parse(data));
  return (await parsedRowsOf(kind)).map((row) => row.data);
}

/**
 * A singleton, typed as today's module value (`seed`: the value src/content exports, which the build returns as
 * is). A database without the item (never the case after the seed) also falls back to it.
 */
export async function readSingleton<T>(kind: KindName, seed: T): Promise<T> {
  if (isBuildPhase()) return seed;
  const [row] = await parsedRowsOf(kind);
  return row ? (row.data as T) : seed;
}

// One reader per kind, each read once per render (React's cache): a page, its layout and its metadata share it.
// Singletons are typed as the module src/content exports (the build returns that very value).

/** Site settings: name, e-mail, offices, phones, the footer and its social links (on every page). */
export const readSite = cache(() => readSingleton('site', site));
/** The Explore groups (the header's menus, the 404 page, /expertise). */
export const readNavigation = cache(() => readSingleton('navigation', exploreGroups));
/** The title, description, heading and intro of the work grid, the contact page and the page-not-found page. */
export const readPages = cache(() => readSingleton('pages', pages));
export const readHome = cache(() => readSingleton('home', home));
export const readAbout = cache(() => readSingleton('about', about));
export const readProcess = cache(() => readSingleton('process', processContent));
export const readPrivacy = cache(() => readSingleton('privacy', privacy));
/** Plans & Pricing: the service roles, their skills and levels, the options, the page's words and statistics. */
export const readPricing = cache(() => readSingleton('pricing', pricing));
/** The home page's six client logos. */
export const readClients = cache(() => readSingleton('clients', clients));
export const readShowreel = cache(() => readSingleton('showreel', showreel));

/** The published case studies, in grid (and Up Next) order. */
export const readCaseStudies = cache(async (): Promise<CaseStudy[]> => readCollection('case-study'));
/** One published case study, or null (an unknown or unpublished slug: the route answers 404). */
export const readCaseStudy = cache(async (slug: string): Promise<CaseStudy | null> => (await readCaseStudies()).find((c) => c.slug === slug) ?? null);

/** The published expertise pages, in the order src/content keeps them. */
export const readExpertisePages = cache(async (): Promise<ExpertisePage[]> => readCollection('expertise-page'));
/** One published expertise page, or null. */
export const readExpertisePage = cache(
  async (slug: string): Promise<ExpertisePage | null> => (await readExpertisePages()).find((p) => p.slug === slug) ?? null,
);

/** What every public page's shell shows (src/components/layout/SiteShell.tsx): the site settings, the Explore groups, the contact page's words. */
export const readShell = cache(async () => {
  const [s, navigation, p] = await Promise.all([readSite(), readNavigation(), readPages()]);
  return { site: s, navigation, pages: p };
});

/** What /careers and /internships show (src/components/careers/RolesPage.tsx), read once per render. */
export const readRolesPage = cache(async () => {
  const [copy, s, roles] = await Promise.all([readSingleton('roles-copy', rolesCopy), readSite(), readCollection('role')]);
  return { rolesCopy: copy, site: s, roles };
});
