import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { followLinks, pointersTo, withExploreLink, type Pointer } from '@/lib/content/collections';
import { CONTENT_KINDS, isKindName, type KindName } from '@/lib/content/kinds';
import type { Db } from '../db/client';
import { contentItems, contentVersions } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';

/**
 * The links between published items (Up Next, the Explore menu, the home page's cards) kept whole as items are
 * renamed, deleted and first published: each linking item gets a new published version (source 'edit', with a note),
 * audited as a publish by the staff member whose change it follows. Their drafts, if any, are left to their editors.
 */

type Staff = NonNullable<Actor>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PublishedRow = { id: string; kind: KindName; key: string; data: unknown };

/** Every published item, its published data as stored, but those in `without`. */
export async function publishedRows(tx: Tx, without: string[] = []): Promise<PublishedRow[]> {
  const rows = await tx
    .select({ id: contentItems.id, kind: contentItems.kind, key: contentItems.key, data: contentVersions.data })
    .from(contentItems)
    .innerJoin(contentVersions, eq(contentVersions.id, contentItems.publishedVersionId))
    .where(eq(contentItems.status, 'published'));
  return rows.filter((r): r is PublishedRow => isKindName(r.kind) && !without.includes(r.id));
}

/** The published items that link to `target`, with the field of each link. */
export async function linksTo(tx: Tx, target: { id: string; kind: KindName; key: string }): Promise<(Pointer & { id: string })[]> {
  const rows = await publishedRows(tx, [target.id]);
  const idOf = new Map(rows.map((r) => [`${r.kind}/${r.key}`, r.id]));
  return pointersTo(target, rows).map((p) => ({ ...p, id: idOf.get(`${p.kind}/${p.key}`)! }));
}

/** Publishes `data` as a new version of a published item, the change `note` says, audited. */
export async function republish(tx: Tx, staff: Staff, row: { id: string; kind: KindName; key: string }, data: unknown, note: string): Promise<void> {
  const [v] = await tx
    .insert(contentVersions)
    .values({ itemId: row.id, data, createdBy: staff.id, createdByEmail: staff.email, source: 'edit', note })
    .returning({ id: contentVersions.id });
  await tx.update(contentItems).set({ publishedVersionId: v.id, updatedAt: new Date() }).where(eq(contentItems.id, row.id));
  await recordAudit(tx, { staff, action: 'content-publish', itemId: row.id, detail: { kind: row.kind, key: row.key, item: `${row.kind}: ${row.key}`, versionId: v.id } });
}

/**
 * The published items linking to `target` follow it: to `to` (a rename, or the replacement a delete chose), or let
 * the link go (a delete without one). Returns the kinds whose items changed.
 */
export async function followTarget(tx: Tx, staff: Staff, target: { id: string; kind: KindName; key: string }, to: string | null, mode: 'rename' | 'delete', note: string): Promise<KindName[]> {
  const changed: KindName[] = [];
  const videoOf = to !== null && target.kind === 'case-study' ? await upNextVideo(tx, to) : undefined;
  for (const row of await publishedRows(tx, [target.id])) {
    let next = followLinks(row, target, to, mode);
    if (next === row.data) continue;
    if (videoOf) next = { ...(next as Record<string, unknown>), nextWorkProject: { slug: to, video: videoOf } };
    await republish(tx, staff, row, next, note);
    changed.push(row.kind);
  }
  return [...new Set(changed)];
}

/** The card clip of the case study `slug` (its published version, else its draft), which Up Next plays. */
export async function upNextVideo(tx: Pick<Tx, 'select'>, slug: string): Promise<string | undefined> {
  const rows = await tx
    .select({ published: contentItems.publishedVersionId, draft: contentItems.draftVersionId })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'case-study'), eq(contentItems.key, slug)));
  const id = rows[0]?.published ?? rows[0]?.draft;
  if (!id) return undefined;
  const [v] = await tx.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.id, id));
  const video = (v?.data as { video?: { originalFile?: unknown } } | undefined)?.video?.originalFile;
  return typeof video === 'string' ? video : undefined;
}

/** A case study's data with Up Next's clip taken from the case study it names (the form shows the slug only). */
export async function withUpNextVideo(tx: Pick<Tx, 'select'>, kind: KindName, data: unknown): Promise<unknown> {
  if (kind !== 'case-study' || !data || typeof data !== 'object') return data;
  const next = (data as { nextWorkProject?: { slug?: unknown; video?: unknown } }).nextWorkProject;
  if (!next || typeof next.slug !== 'string') return data;
  const video = await upNextVideo(tx, next.slug);
  return video && video !== next.video ? { ...data, nextWorkProject: { ...next, video } } : data;
}

/**
 * An expertise page published for the first time joins the Explore menu (every page is in it): a link named by its
 * hero's tag in the group holding most pages of its colour. Returns the group's title, or null when it was linked.
 */
export async function joinExplore(tx: Tx, staff: Staff, page: { id: string; slug: string; label: string; variant?: string }): Promise<string | null> {
  const rows = await publishedRows(tx, [page.id]);
  const nav = rows.find((r) => r.kind === 'navigation');
  if (!nav) return null;
  const pages = rows
    .filter((r) => r.kind === 'expertise-page')
    .map((r) => ({ slug: r.key, variant: (r.data as { hero?: { variant?: string } }).hero?.variant }));
  const { groups, group } = withExploreLink(nav.data, page, pages);
  if (group === null || !CONTENT_KINDS.navigation.schema.safeParse(groups).success) return null;
  await republish(tx, staff, nav, groups, `Explore menu links to the new page ${page.slug}`);
  return group;
}

/** The keys every item of a kind has. */
export async function keysOf(tx: Pick<Tx, 'select'>, kind: KindName): Promise<Set<string>> {
  const rows = await tx.select({ key: contentItems.key }).from(contentItems).where(inArray(contentItems.kind, [kind]));
  return new Set(rows.map((r) => r.key));
}
