import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { roleSlug } from '@/lib/careers/roles';
import { duplicateData, isCollection, listingPath, newItemData, pagePath, type CollectionName } from '@/lib/content/collections';
import { labelPath } from '@/lib/content/fields';
import { CONTENT_KINDS, type KindName } from '@/lib/content/kinds';
import { pathsOf } from '@/lib/content/paths';
import { fillTemplate } from '@/lib/copy/template';
import { announceChange } from './changes';
import { ContentEditError, auditDetail, getItem, moveAddress, type Tx } from './edit';
import { holdPublishedSet, lockItem } from './item';
import { followTarget, keysOf, linksTo, withUpNextVideo } from './links';
import type { Db } from '../db/client';
import { contentItems, contentVersions } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';

/**
 * New, Duplicate and Delete for the collections (case studies, expertise pages, roles). A new item or a duplicate is
 * a draft, at the end of its kind's order, until it is published (src/server/content/edit.ts publishes it, with what
 * follows on the site). A delete removes the item and its history, changes the published items that link to it (to
 * the replacement staff chose, or without the link), and sends its page's address to the kind's listing (308).
 * Each is one transaction; a refusal changes nothing.
 */

const copy = staffContentCopy;
type Staff = NonNullable<Actor>;

const today = () => new Date().toISOString().slice(0, 10);
const titleOf = (data: unknown, key: string) => {
  const t = (data as { title?: unknown } | null)?.title;
  return typeof t === 'string' && t.trim() ? t : key;
};

function collectionOf(kind: string): CollectionName {
  if (!(kind in CONTENT_KINDS) || !isCollection(kind as KindName)) throw new ContentEditError(404, copy.errors.notCollection);
  return kind as CollectionName;
}

/** Inserts a draft item with its first version; the key is the data's own (freeKey made it unique). */
async function insertDraft(tx: Tx, staff: Staff, kind: CollectionName, key: string, data: unknown, note: string) {
  const id = randomUUID();
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(max(${contentItems.position}) + 1, 0)::int` })
    .from(contentItems)
    .where(eq(contentItems.kind, kind));
  await tx.insert(contentItems).values({ id, kind, key, position: n, status: 'draft' });
  const [v] = await tx
    .insert(contentVersions)
    .values({ itemId: id, data, createdBy: staff.id, createdByEmail: staff.email, source: 'edit', note })
    .returning({ id: contentVersions.id });
  await tx.update(contentItems).set({ draftVersionId: v.id }).where(eq(contentItems.id, id));
  return { id, versionId: v.id };
}

/** The key a draft's data gives (a role's from its type and title); the data itself when it cannot say. */
function draftKey(kind: CollectionName, data: unknown): string {
  const d = data as { slug?: string; title?: string; type?: string };
  if (kind === 'role') return roleSlug({ title: String(d.title), type: d.type as 'Junior' | 'Internship' });
  return String(d.slug);
}

/** Takes the kind's lock so two News at once do not choose the same key. */
const lockKind = (tx: Tx, kind: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`content-kind:${kind}`}))`);

/** A new item of the kind, from its defaults, as a draft. */
export async function createItem(db: Db, staff: Staff, kindName: string): Promise<{ id: string; key: string; kind: CollectionName }> {
  const kind = collectionOf(kindName);
  return db.transaction(async (tx) => {
    await lockKind(tx, kind);
    const taken = await keysOf(tx, kind);
    const [first] = await tx
      .select({ key: contentItems.key })
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.status, 'published')))
      .orderBy(asc(contentItems.position))
      .limit(1);
    const data = await withUpNextVideo(tx, kind, newItemData(kind, { taken, today: today(), firstOther: first?.key }));
    const key = draftKey(kind, data);
    const { id, versionId } = await insertDraft(tx, staff, kind, key, data, 'New');
    await recordAudit(tx, { staff, action: 'content-create', itemId: id, detail: auditDetail(kind, key, versionId) });
    return { id, key, kind };
  });
}

/** A copy of the item (its draft, else its published version) as a new draft with a key of its own. */
export async function duplicateItem(db: Db, staff: Staff, id: string): Promise<{ id: string; key: string; kind: CollectionName }> {
  return db.transaction(async (tx) => {
    const source = await getItem(tx, id);
    if (!source) throw new ContentEditError(404, copy.errors.notFound);
    const kind = collectionOf(source.kind);
    await lockKind(tx, kind);
    const data = duplicateData(kind, source.data, await keysOf(tx, kind));
    const key = draftKey(kind, data);
    const created = await insertDraft(tx, staff, kind, key, data, `Duplicate of ${source.key}`);
    await recordAudit(tx, { staff, action: 'content-duplicate', itemId: created.id, detail: { ...auditDetail(kind, key, created.versionId), source: `${copy.kinds[kind]}: ${source.key}` } });
    return { id: created.id, key, kind };
  });
}

export type DeletePlan = {
  id: string;
  kind: KindName;
  key: string;
  title: string;
  /** The published items that link to this one: what changes, each named with its field. */
  links: { id: string; kind: KindName; key: string; title: string; field: string; onDelete: 'replace' | 'remove' }[];
  /** Whether a replacement must be chosen (a link that cannot just go: Up Next, the last home card). */
  needsReplacement: boolean;
  /** What may take its place in those links: the other published items of the kind. */
  replacements: { key: string; title: string }[];
  /** The replacement offered first: a case study's own Up Next (so the chain goes on), else none. */
  suggested: string | null;
  /** Where its page's address will send visitors (a page that was ever published), or null. */
  redirect: { from: string; to: string } | null;
};

/** What deleting the item would change: the links to it, the choices for them, the redirect. Changes nothing. */
export async function deletePlan(db: Db | Tx, id: string): Promise<DeletePlan> {
  const item = await getItem(db, id);
  if (!item) throw new ContentEditError(404, copy.errors.notFound);
  const kind = collectionOf(item.kind);
  const tx = db as Tx;
  const links = await linksTo(tx, { id, kind, key: item.key });
  const titles = new Map<string, string>();
  const others = await tx
    .select({ kind: contentItems.kind, key: contentItems.key, data: contentVersions.data })
    .from(contentItems)
    .innerJoin(contentVersions, eq(contentVersions.id, contentItems.publishedVersionId))
    .where(and(eq(contentItems.status, 'published'), ne(contentItems.id, id)));
  for (const o of others) titles.set(`${o.kind}/${o.key}`, titleOf(o.data, o.key));
  const replacements = others.filter((o) => o.kind === kind).map((o) => ({ key: o.key, title: titleOf(o.data, o.key) }));
  const own = (item.published?.data ?? item.data) as { nextWorkProject?: { slug?: string } } | null;
  const suggestedKey = kind === 'case-study' ? own?.nextWorkProject?.slug : undefined;
  const from = item.published ? pagePath(kind, item.key) : null;
  const to = listingPath(kind);
  return {
    id,
    kind,
    key: item.key,
    title: titleOf(item.data, item.key),
    links: links.map((l) => ({ id: l.id, kind: l.kind, key: l.key, title: l.kind === 'navigation' || l.kind === 'home' ? copy.kinds[l.kind] : (titles.get(`${l.kind}/${l.key}`) ?? l.key), field: labelPath(l.path), onDelete: l.onDelete })),
    needsReplacement: links.some((l) => l.onDelete === 'replace'),
    replacements,
    suggested: replacements.some((r) => r.key === suggestedKey) ? suggestedKey! : null,
    redirect: from && to ? { from, to } : null,
  };
}

/**
 * Deletes the item: the published items linking to it follow `replacement` (a key of another published item of the
 * kind) or lose the link; its page's address redirects to the listing; its versions, schedules and the item go; the
 * audit keeps what it was. Refused (422 on `replacement`) when a link needs a replacement and none valid is given.
 */
export async function deleteItem(db: Db, staff: Staff, id: string, replacement: unknown): Promise<{ paths: string[]; redirect: { from: string; to: string } | null }> {
  return db.transaction(async (tx) => {
    await holdPublishedSet(tx);
    const locked = await lockItem(tx, id);
    const plan = await deletePlan(tx, id);
    const chosen = typeof replacement === 'string' && replacement ? replacement : null;
    if (chosen !== null && !plan.replacements.some((r) => r.key === chosen)) throw new ContentEditError(422, copy.errors.replacementUnknown, { replacement: copy.errors.replacementUnknown });
    if (plan.needsReplacement && chosen === null) {
      const message = fillTemplate(copy.errors.replacementNeeded, { count: plan.links.length });
      throw new ContentEditError(422, message, { replacement: message });
    }
    const target = { id, kind: plan.kind, key: plan.key };
    const followed = await followTarget(tx, staff, target, chosen, 'delete', `Follows the delete of ${plan.key}${chosen ? `: now ${chosen}` : ''}`);
    if (plan.redirect) await moveAddress(tx, staff, null, plan.redirect.from, plan.redirect.to);
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    const page = pagePath(plan.kind, plan.key);
    const paths = [...pathsOf(plan.kind, plan.key), ...(page ? [page, `${page}/opengraph-image`] : []), ...followed.flatMap((k) => pathsOf(k, k))];
    await announceChange(tx, { paths, items: [id] });
    await recordAudit(tx, { staff, action: 'content-delete', itemId: id, detail: { ...auditDetail(plan.kind, plan.key, locked.publishedVersionId), ...(chosen ? { replacement: chosen } : {}) } });
    return { paths: [...new Set(paths)], redirect: plan.redirect };
  });
}
