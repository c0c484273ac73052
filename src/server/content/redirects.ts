import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { planRedirect, normalizeRedirectPath, type Redirect } from '@/lib/content/redirects';
import { announceChange } from './changes';
import { rolePagePathOfKey } from '@/lib/careers/roles';
import { pagePath } from '@/lib/content/collections';
import { ContentEditError, type Tx } from './edit';
import { builtAddresses } from './pages';
import type { Db } from '../db/client';
import { contentItems, contentRedirects } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';

/**
 * The redirect table (docs/content-editing-design.md 3.6): rows written by a publish that moved a case
 * study (edit.ts moveAddress) and by staff on /staff/content/redirects. Every instance's edge answers them
 * (scripts/serve/redirects.mjs), loaded by its content watcher at start and after every change (./watch.ts); each
 * change here announces the old address, so every instance forgets the page it kept there.
 */

const copy = staffContentCopy;
type Staff = NonNullable<Actor>;

export type RedirectRow = { from: string; to: string; status: number; itemId: string | null; item: string | null; createdAt: Date; createdBy: string | null };

/** Every redirect, by old address, with the item that moved (if any), who added it and when. */
export async function listRedirects(db: Pick<Db, 'select'>): Promise<RedirectRow[]> {
  const rows = await db
    .select({
      from: contentRedirects.fromPath,
      to: contentRedirects.toPath,
      status: contentRedirects.status,
      itemId: contentRedirects.itemId,
      kind: contentItems.kind,
      key: contentItems.key,
      createdAt: contentRedirects.createdAt,
      createdBy: contentRedirects.createdByEmail,
    })
    .from(contentRedirects)
    .leftJoin(contentItems, eq(contentItems.id, contentRedirects.itemId))
    .orderBy(asc(contentRedirects.fromPath));
  return rows.map(({ kind, key, ...r }) => ({ ...r, item: kind && key ? `${(copy.kinds as Record<string, string>)[kind] ?? kind}: ${key}` : null }));
}

/** What the edge's table is loaded with (scripts/serve/redirects.mjs). */
export async function loadRedirects(db: Pick<Db, 'select'>): Promise<{ from: string; to: string; status: number }[]> {
  return db.select({ from: contentRedirects.fromPath, to: contentRedirects.toPath, status: contentRedirects.status }).from(contentRedirects);
}

/**
 * The addresses of live pages, which a redirect may not hide: the build's pages and route handlers (less the case
 * studies, expertise pages and roles' own pages, and their Open Graph images, which live only while published),
 * public/'s top files, and every published case study's, expertise page's and role's own address (and Open Graph image).
 */
async function livePages(tx: Pick<Db, 'select'>): Promise<Set<string>> {
  const live = new Set(builtAddresses().filter((p) => !/^\/(work|expertise)\/[^/]+(\/opengraph-image)?$/.test(p) && !/^\/(careers|internships)\/[^/]+$/.test(p)));
  const items = await tx.select({ kind: contentItems.kind, key: contentItems.key }).from(contentItems).where(eq(contentItems.status, 'published'));
  for (const { kind, key } of items) {
    const path = kind === 'case-study' || kind === 'expertise-page' ? pagePath(kind, key) : null;
    if (path) live.add(path).add(`${path}/opengraph-image`);
    // A published role's own page (listed or not: listing it again brings the page back).
    const role = kind === 'role' ? rolePagePathOfKey(key) : null;
    if (role) live.add(role);
  }
  return live;
}

/** Serializes changes to the table (two staff adding a→b and b→a at once would otherwise make a loop). */
const lockTable = (tx: Tx) => tx.execute(sql`LOCK TABLE content_redirects IN SHARE ROW EXCLUSIVE MODE`);

/**
 * Adds a redirect by hand: the rules of planRedirect (messages by field, 422, nothing changed), then the row, older
 * rows to its old address pointed at its target, the old address announced, and the audit entry.
 */
export async function addRedirect(db: Db, staff: Staff, input: { from: unknown; to: unknown }): Promise<Redirect> {
  return db.transaction(async (tx) => {
    await lockTable(tx);
    const existing = await tx.select({ from: contentRedirects.fromPath, to: contentRedirects.toPath }).from(contentRedirects);
    const live = await livePages(tx);
    const plan = planRedirect(input, existing, (p) => live.has(p));
    if (!plan.ok) throw new ContentEditError(422, copy.errors.invalid, plan.fields);
    const { row, rewrites } = plan;
    await tx.insert(contentRedirects).values({ fromPath: row.from, toPath: row.to, status: 308, itemId: null, createdByEmail: staff.email });
    for (const r of rewrites) await tx.update(contentRedirects).set({ toPath: r.to }).where(eq(contentRedirects.fromPath, r.from));
    await announceChange(tx, { paths: [row.from, ...rewrites.map((r) => r.from)] });
    await recordAudit(tx, { staff, action: 'content-redirect', detail: { path: row.from, target: row.to } });
    return row;
  });
}

/** Deletes the redirect from `from` (404 when there is none); the address is announced and the deletion audited. */
export async function deleteRedirect(db: Db, staff: Staff, from: unknown): Promise<Redirect> {
  const path = normalizeRedirectPath(from);
  return db.transaction(async (tx) => {
    await lockTable(tx);
    const [gone] = await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, path)).returning({ from: contentRedirects.fromPath, to: contentRedirects.toPath });
    if (!gone) throw new ContentEditError(404, copy.errors.redirectNotFound, { from: copy.errors.redirectNotFound });
    await announceChange(tx, { paths: [gone.from] });
    await recordAudit(tx, { staff, action: 'content-redirect-delete', detail: { path: gone.from, target: gone.to } });
    return gone;
  });
}
