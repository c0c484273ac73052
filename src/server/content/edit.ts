import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy as teamCopy } from '@/content/staff-team';
import { canonicalJson } from '@/lib/content/canonical';
import { messagesByField, sanitizeHtmlFields } from '@/lib/content/fields';
import { CONTENT_KINDS, crossItemIssues, isKindName, keyOf, type ContentIssue, type KindName, type ParsedItem } from '@/lib/content/kinds';
import { keptToSchema, pagePath, shownOnSite, withDerived } from '@/lib/content/collections';
import { pathsOf } from '@/lib/content/paths';
import { fillTemplate } from '@/lib/copy/template';
import { announceChange } from './changes';
import { followTarget, joinExplore, withUpNextVideo } from './links';
import { auditDetail, ContentEditError, holdPublishedSet, lockItem, UUID, type Tx } from './item';
import { claimIn, lockRefusal, stateIn } from './lock';

export { auditDetail, ContentEditError, lockItem, type Tx };
import { unreadyMediaFields } from './media-ready';
import type { Db } from '../db/client';
import { contentItems, contentRedirects, contentVersions } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';

/**
 * The staff editor's model (docs/content-editing-design.md 3.1, step 5): items and their versions. Every
 * save is a new content_versions row (history is never rewritten; an autosave collapses into the open autosave of
 * the same staff member for 30 s); publishing validates with the kind's zod schema and the rules across items, and
 * announces the public paths it changed (./changes.ts) in the same transaction. A refusal changes nothing.
 */

const copy = staffContentCopy;

/** How long an autosave keeps collapsing into the same draft version (per item and staff member). */
export const AUTOSAVE_WINDOW_MS = 30_000;

type Staff = NonNullable<Actor> & { name?: string };

export type ItemSummary = {
  id: string;
  kind: KindName;
  key: string;
  title: string;
  status: string;
  hasDraft: boolean;
  /** Whether visitors see it: published, and shown (a role that is not listed is not: shownOnSite). */
  shown: boolean;
  updatedAt: Date;
};

/** The title staff know an item by: its title, name or heading, else its key. */
const titleSql = sql<string>`coalesce(${contentVersions.data}->>'title', ${contentVersions.data}->>'name', ${contentItems.key})`;

/** The items of a kind in site order; `search` matches the key or the title (case-insensitive). */
export async function listItems(db: Db, kind: KindName, search = ''): Promise<ItemSummary[]> {
  const q = search.trim();
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: contentItems.id,
      key: contentItems.key,
      status: contentItems.status,
      draft: contentItems.draftVersionId,
      updatedAt: contentItems.updatedAt,
      title: titleSql,
      listed: sql<string | null>`(SELECT v.data->>'listed' FROM content_versions v WHERE v.id = ${contentItems.publishedVersionId})`,
    })
    .from(contentItems)
    .leftJoin(contentVersions, eq(contentVersions.id, sql`coalesce(${contentItems.draftVersionId}, ${contentItems.publishedVersionId})`))
    .where(and(eq(contentItems.kind, kind), q ? sql`(${contentItems.key} ILIKE ${like} OR ${titleSql} ILIKE ${like})` : undefined))
    .orderBy(asc(contentItems.position), asc(contentItems.key));
  return rows.map((r) => ({
    id: r.id,
    kind,
    key: r.key,
    title: r.title,
    status: r.status,
    hasDraft: r.draft !== null,
    shown: r.status === 'published' && shownOnSite(kind, { listed: r.listed === 'false' ? false : true }),
    updatedAt: r.updatedAt,
  }));
}

/** How many items each kind has. */
export async function countByKind(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ kind: contentItems.kind, n: sql<number>`count(*)::int` }).from(contentItems).groupBy(contentItems.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

type VersionInfo = { id: number; data: unknown; createdAt: Date; createdByEmail: string | null; source: string };

export type ItemState = {
  id: string;
  kind: KindName;
  key: string;
  status: 'draft' | 'published' | 'unpublished';
  published: VersionInfo | null;
  draft: VersionInfo | null;
  /** What the form edits: the draft, else the published version. */
  data: unknown;
  /** The version a save starts from (optimistic concurrency). */
  baseVersionId: number | null;
};

async function versionOf(db: Pick<Db, 'select'>, id: number | null): Promise<VersionInfo | null> {
  if (id === null) return null;
  const [v] = await db
    .select({ id: contentVersions.id, data: contentVersions.data, createdAt: contentVersions.createdAt, createdByEmail: contentVersions.createdByEmail, source: contentVersions.source })
    .from(contentVersions)
    .where(eq(contentVersions.id, id));
  return v ?? null;
}

/** An item with its published version and its draft, or null. */
export async function getItem(db: Pick<Db, 'select'>, id: string): Promise<ItemState | null> {
  if (!UUID.test(id)) return null;
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!item || !isKindName(item.kind)) return null;
  const [published, draft] = await Promise.all([versionOf(db, item.publishedVersionId), versionOf(db, item.draftVersionId)]);
  const current = draft ?? published;
  return { id: item.id, kind: item.kind, key: item.key, status: item.status, published, draft, data: current?.data ?? null, baseVersionId: current?.id ?? null };
}

/** The data checked with the kind's schema: the issues by field, or the parsed value. */
export function validate(kind: KindName, data: unknown): { parsed?: unknown; fields?: Record<string, string> } {
  const result = CONTENT_KINDS[kind].schema.safeParse(data);
  if (result.success) return { parsed: result.data };
  return { fields: messagesByField(result.error.issues) };
}

export type SaveResult = { versionId: number; collapsed: boolean; savedAt: Date };

/**
 * What a save stores: the form's data sanitized (HTML fields), with the fields the site derives set (a case study's
 * path and Up Next clip), kept to the keys its schema knows. Checked with the kind's schema: an item that has been published refuses (422, by field) what
 * breaks it, since its draft must stay publishable; a new item, never published, may be saved incomplete (it cannot
 * be published until it passes), kept to the keys its schema knows.
 */
async function draftData(tx: Tx, item: { kind: KindName; publishedVersionId: number | null }, input: unknown): Promise<unknown> {
  const data = await withUpNextVideo(tx, item.kind, withDerived(item.kind, sanitizeHtmlFields(item.kind, input)));
  const { fields } = validate(item.kind, data);
  // Valid or not, a key the schema does not know (`isAdmin`) never reaches the row.
  if (!fields) return keptToSchema(item.kind, data);
  const isObject = data !== null && typeof data === 'object' && !Array.isArray(data);
  if (item.publishedVersionId !== null || !CONTENT_KINDS[item.kind].collection || !isObject) throw new ContentEditError(422, copy.errors.invalid, fields);
  return keptToSchema(item.kind, data);
}

/**
 * Saves `data` as the item's draft: sanitized (HTML fields), validated with the kind's schema (a refusal, 422 by
 * field, changes nothing), and refused with 409 when the draft moved on since `baseVersionId`. An autosave by the
 * same staff member within AUTOSAVE_WINDOW_MS of their open autosave updates that version instead of adding one.
 */
export async function saveDraft(
  db: Db,
  staff: Staff,
  id: string,
  input: { data: unknown; baseVersionId: number | null; autosave?: boolean },
): Promise<SaveResult> {
  const outcome = await db.transaction(async (tx): Promise<SaveResult | { refusal: ContentEditError }> => {
    const item = await lockItem(tx, id);
    const state = await stateIn(tx, staff.id, item);
    if (state.state !== 'mine' && state.state !== 'free') return { refusal: await keepRefused(tx, staff, item, input.data, lockRefusal(state)) };
    await claimIn(tx, staff, item);
    const currentId = item.draftVersionId ?? item.publishedVersionId;
    if (currentId !== input.baseVersionId) {
      const moved = await versionOf(tx, currentId);
      throw new ContentEditError(
        409,
        fillTemplate(copy.errors.conflict, { who: moved?.createdByEmail ?? '?', time: moved?.createdAt.toISOString().slice(0, 19).replace('T', ' ') ?? '' }),
      );
    }
    const data = await draftData(tx, item, input.data);

    const current = await versionOf(tx, currentId);
    if (current && canonicalJson(current.data) === canonicalJson(data)) return { versionId: current.id, collapsed: true, savedAt: current.createdAt };

    const now = new Date();
    if (input.autosave && item.draftVersionId !== null) {
      const [open] = await tx.select().from(contentVersions).where(eq(contentVersions.id, item.draftVersionId));
      if (open && open.source === 'autosave' && open.createdBy === staff.id && now.getTime() - open.createdAt.getTime() < AUTOSAVE_WINDOW_MS) {
        await tx.update(contentVersions).set({ data }).where(eq(contentVersions.id, open.id));
        await tx.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, id));
        return { versionId: open.id, collapsed: true, savedAt: now };
      }
    }
    const [version] = await tx
      .insert(contentVersions)
      .values({ itemId: id, data, createdBy: staff.id, createdByEmail: staff.email, source: input.autosave ? 'autosave' : 'edit' })
      .returning({ id: contentVersions.id, createdAt: contentVersions.createdAt });
    await tx.update(contentItems).set({ draftVersionId: version.id, updatedAt: now, ...draftOwner(staff) }).where(eq(contentItems.id, id));
    await recordAudit(tx, { staff, action: 'content-save', itemId: id, detail: auditDetail(item.kind, item.key, version.id) });
    return { versionId: version.id, collapsed: false, savedAt: version.createdAt };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

/** The draft's owner columns for `staff`: a draft is its writer's until published or taken over. */
const draftOwner = (staff: Staff) => ({ draftOwnerId: staff.id, draftOwnerName: staff.name?.trim() || staff.email });

/**
 * A save refused because the item is someone else's now (taken over while this form was open): the text is kept in
 * the history as a version of its own (source 'kept', not the draft) when it passes the kind's schema, and the
 * refusal says which version. Nothing else changes.
 */
async function keepRefused(tx: Tx, staff: Staff, item: { id: string; kind: KindName; key: string }, input: unknown, refusal: ContentEditError): Promise<ContentEditError> {
  const data = keptToSchema(item.kind, sanitizeHtmlFields(item.kind, input));
  if (validate(item.kind, data).fields) return refusal;
  const [kept] = await tx
    .insert(contentVersions)
    .values({ itemId: item.id, data, createdBy: staff.id, createdByEmail: staff.email, source: 'kept' })
    .returning({ id: contentVersions.id });
  await recordAudit(tx, { staff, action: 'content-save', itemId: item.id, detail: { ...auditDetail(item.kind, item.key, kept.id), kept: 1 } });
  return new ContentEditError(409, `${refusal.message} ${fillTemplate(teamCopy.errors.kept, { id: kept.id })}`, undefined, { ...refusal.detail, keptVersionId: kept.id });
}

/** Every published item (parsed), but `replace`'s own entry taken out, or replaced by its new value. */
async function publishedItems(tx: Tx, without: string): Promise<ParsedItem[]> {
  const rows = await tx
    .select({ id: contentItems.id, kind: contentItems.kind, key: contentItems.key, data: contentVersions.data })
    .from(contentItems)
    .innerJoin(contentVersions, eq(contentVersions.id, contentItems.publishedVersionId))
    .where(and(eq(contentItems.status, 'published'), ne(contentItems.id, without)));
  const out: ParsedItem[] = [];
  for (const row of rows) {
    if (!isKindName(row.kind)) continue;
    const result = CONTENT_KINDS[row.kind].schema.safeParse(row.data);
    if (result.success) out.push({ kind: row.kind, key: row.key, data: result.data });
  }
  return out;
}

/** The issues across items that `after` has and `before` had not: the ones this change makes. */
function newIssues(before: ParsedItem[], after: ParsedItem[]): ContentIssue[] {
  const had = new Set(crossItemIssues(before).map((i) => JSON.stringify(i)));
  return crossItemIssues(after).filter((i) => !had.has(JSON.stringify(i)));
}

/** Issues as messages by field: this item's by their path, another item's on the whole item, naming it. */
function issueFields(issues: ContentIssue[], kind: KindName, key: string): Record<string, string> {
  return messagesByField(issues.map((i) => (i.kind === kind && i.key === key ? i : { path: [], message: `${copy.kinds[i.kind]} “${i.key}”: ${i.message}` })));
}

export type PublishResult = { versionId: number; key: string; paths: string[]; redirect?: { from: string; to: string }; /** The Explore group a new expertise page joined. */ explore?: string };

/**
 * Publishes the item's draft (or its current version again): the kind's schema, then the rules across every
 * published item with this one replaced, a key no other item has; sets the published version, the status and the
 * key; a case study whose slug changed gets a 308 from its old address (older redirects to that address follow it);
 * announces the paths of the old and the new key. All in one transaction; a refusal changes nothing.
 */
export async function publish(db: Db, staff: Staff, id: string, baseVersionId?: number | null): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    await holdPublishedSet(tx);
    return publishIn(tx, staff, id, { baseVersionId });
  });
}

/**
 * publish, inside the caller's transaction. `versionId` publishes that version of the item instead of its draft (a
 * scheduled publish: src/server/content/schedule.ts); a newer draft than it stays the draft.
 */
export async function publishIn(
  tx: Tx,
  staff: Staff,
  id: string,
  options: { baseVersionId?: number | null; versionId?: number; scheduleId?: number; claim?: boolean; auditAction?: 'content-publish' | 'content-revert' },
): Promise<PublishResult> {
  const { baseVersionId } = options;
  await holdPublishedSet(tx); // held already by a caller that took it first, as each should
  const item = await lockItem(tx, id);
  // The editor's Publish is its holder's; a schedule, a review's publish and a revert act on a version, not on the form.
  if (options.scheduleId === undefined && options.claim !== false) await claimIn(tx, staff, item);
  const versionId = options.versionId ?? item.draftVersionId ?? item.publishedVersionId;
  if (baseVersionId !== undefined && baseVersionId !== versionId) return conflict(tx, versionId);
  const version = await versionOf(tx, versionId);
  if (!version) throw new ContentEditError(400, copy.errors.nothingToPublish);
  if (options.versionId !== undefined) {
    const [own] = await tx.select({ id: contentVersions.id }).from(contentVersions).where(and(eq(contentVersions.id, options.versionId), eq(contentVersions.itemId, id)));
    if (!own) throw new ContentEditError(404, copy.errors.notFound);
  }
  const { parsed, fields } = validate(item.kind, version.data);
  if (fields) throw new ContentEditError(422, copy.errors.invalid, fields);
  const unready = await unreadyMediaFields(tx, version.data);
  if (unready) throw new ContentEditError(422, copy.errors.mediaRefused, unready);
  const newKey = keyOf(item.kind, parsed);

  if (newKey !== item.key) {
    const [taken] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, item.kind), eq(contentItems.key, newKey), ne(contentItems.id, id)));
    if (taken) throw keyTaken(item.kind, newKey);
  }

  // Renamed: what links to the old key follows it (Up Next, the Explore menu, the home page's cards).
  const followed = newKey !== item.key ? await followTarget(tx, staff, { id, kind: item.kind, key: item.key }, newKey, 'rename', `Follows ${item.key} renamed to ${newKey}`) : [];
  // A new expertise page joins the Explore menu (every page is in it).
  const explore = item.kind === 'expertise-page' ? await joinExplore(tx, staff, exploreEntry(id, parsed)) : null;
  if (explore !== null) followed.push('navigation');
  const others = await publishedItems(tx, id);
  const before: ParsedItem[] = item.status === 'published' && item.publishedVersionId !== null ? await withPublished(tx, item, others) : others;
  const issues = newIssues(before, [...others, { kind: item.kind, key: newKey, data: parsed }]);
  if (issues.length) throw new ContentEditError(422, copy.errors.invalid, issueFields(issues, item.kind, newKey));

  try {
    await tx
      .update(contentItems)
      .set({
        publishedVersionId: version.id,
        draftVersionId: item.draftVersionId === null || item.draftVersionId === version.id ? null : item.draftVersionId,
        ...(item.draftVersionId === null || item.draftVersionId === version.id ? { draftOwnerId: null, draftOwnerName: null } : {}),
        status: 'published',
        key: newKey,
        updatedAt: new Date(),
      })
      .where(eq(contentItems.id, id));
  } catch (err) {
    // Another item's publish took the key after the check above (both ran at once): the (kind, key) unique index
    // refuses the second, which is then refused as if the check had seen it, and its transaction changes nothing.
    if (isUniqueViolation(err)) throw keyTaken(item.kind, newKey);
    throw err;
  }

  let redirect: PublishResult['redirect'];
  const from = pagePath(item.kind, item.key);
  const to = pagePath(item.kind, newKey);
  if (item.publishedVersionId !== null && from && to && from !== to) {
    redirect = { from, to };
    await moveAddress(tx, staff, id, from, to);
  } else if (to) {
    // A page lives at this address now: a redirect from it (a page deleted before) would hide it.
    await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, to));
  }
  const paths = [
    ...pathsOf(item.kind, item.key),
    ...pathsOf(item.kind, newKey),
    ...(from && from !== to ? [from, `${from}/opengraph-image`] : []),
    ...(to ? [`${to}/opengraph-image`] : []),
    ...followed.flatMap((k) => pathsOf(k, k)),
  ];
  await announceChange(tx, { paths, items: [id] });
  const detail = options.scheduleId === undefined ? auditDetail(item.kind, newKey, version.id) : { ...auditDetail(item.kind, newKey, version.id), scheduleId: options.scheduleId };
  await recordAudit(tx, { staff, action: options.auditAction ?? 'content-publish', itemId: id, detail });
  return { versionId: version.id, key: newKey, paths: [...new Set(paths)], redirect, ...(explore !== null ? { explore } : {}) };
}

/** What the Explore menu's link to an expertise page says: its hero's tag, and its colour to choose the group. */
function exploreEntry(id: string, parsed: unknown) {
  const page = parsed as { slug: string; title: string; hero: { tagText?: string; variant?: string } };
  return { id, slug: page.slug, label: page.hero.tagText || page.title, variant: page.hero.variant };
}

/** The refusal of a key another item of the kind has, on the field the key is made from. */
function keyTaken(kind: KindName, key: string): ContentEditError {
  const k = CONTENT_KINDS[kind];
  const message = fillTemplate(copy.errors.keyTaken, { kind: copy.kinds[kind], key });
  return new ContentEditError(422, message, { [k.collection ? k.keyField.join('.') : '']: message });
}

/** Whether an error is PostgreSQL's unique violation (drizzle keeps the driver's error as its cause). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

async function conflict(tx: Tx, currentId: number | null): Promise<never> {
  const moved = await versionOf(tx, currentId);
  throw new ContentEditError(
    409,
    fillTemplate(copy.errors.conflict, { who: moved?.createdByEmail ?? '?', time: moved?.createdAt.toISOString().slice(0, 19).replace('T', ' ') ?? '' }),
  );
}

async function withPublished(tx: Tx, item: { kind: KindName; key: string; publishedVersionId: number | null }, others: ParsedItem[]): Promise<ParsedItem[]> {
  const published = await versionOf(tx, item.publishedVersionId);
  const result = published ? CONTENT_KINDS[item.kind].schema.safeParse(published.data) : null;
  return result?.success ? [...others, { kind: item.kind, key: item.key, data: result.data }] : others;
}

/**
 * A page's address moved from `from` to `to`: a 308 from the old address, and every older redirect to `from` now
 * goes straight to `to` (no chains). A redirect from `to` is dropped, since a page lives there now. Loops refused.
 */
export async function moveAddress(tx: Tx, staff: Actor, itemId: string | null, from: string, to: string) {
  await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, to));
  await tx.update(contentRedirects).set({ toPath: to }).where(eq(contentRedirects.toPath, from));
  await tx
    .insert(contentRedirects)
    .values({ fromPath: from, toPath: to, status: 308, itemId, createdByEmail: staff?.email ?? null })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: to, status: 308, itemId, createdByEmail: staff?.email ?? null, createdAt: new Date() } });
  const loops = await tx.select({ from: contentRedirects.fromPath }).from(contentRedirects).where(eq(contentRedirects.fromPath, contentRedirects.toPath));
  if (loops.length) throw new ContentEditError(422, copy.errors.loop, { slug: copy.errors.loop });
}

/** Takes the item off the public site (its versions stay); the site's singletons and items others link to refuse. */
export async function unpublish(db: Db, staff: Staff, id: string): Promise<{ paths: string[] }> {
  return db.transaction(async (tx) => {
    await holdPublishedSet(tx);
    return unpublishIn(tx, staff, id);
  });
}

/** unpublish, inside the caller's transaction (a scheduled unpublish: src/server/content/schedule.ts). */
export async function unpublishIn(tx: Tx, staff: Staff, id: string, scheduleId?: number): Promise<{ paths: string[] }> {
  await holdPublishedSet(tx);
  const item = await lockItem(tx, id);
  if (scheduleId === undefined) await claimIn(tx, staff, item);
  if (!CONTENT_KINDS[item.kind].collection) throw new ContentEditError(422, copy.errors.singleton, { '': copy.errors.singleton });
  if (item.status !== 'published') return { paths: [] };
  const others = await publishedItems(tx, id);
  const issues = newIssues(await withPublished(tx, item, others), others);
  if (issues.length) throw new ContentEditError(422, copy.errors.invalid, issueFields(issues, item.kind, item.key));
  await tx.update(contentItems).set({ status: 'unpublished', updatedAt: new Date() }).where(eq(contentItems.id, id));
  const paths = pathsOf(item.kind, item.key);
  await announceChange(tx, { paths, items: [id] });
  const detail = auditDetail(item.kind, item.key, item.publishedVersionId);
  await recordAudit(tx, { staff, action: 'content-unpublish', itemId: id, detail: scheduleId === undefined ? detail : { ...detail, scheduleId } });
  return { paths };
}

export type HistoryEntry = VersionInfo & { restoredFrom: number | null; published: boolean; draft: boolean };

/** Every version of the item, newest first, with who saved it, how, and which one is live and which is the draft. */
export async function history(db: Db, id: string): Promise<HistoryEntry[]> {
  const item = await getItem(db, id);
  if (!item) return [];
  const rows = await db
    .select({
      id: contentVersions.id,
      data: contentVersions.data,
      createdAt: contentVersions.createdAt,
      createdByEmail: contentVersions.createdByEmail,
      source: contentVersions.source,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .where(eq(contentVersions.itemId, id))
    .orderBy(desc(contentVersions.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    published: item.status === 'published' && r.id === item.published?.id,
    draft: r.id === item.draft?.id,
  }));
}

/** Copies an earlier version into a new draft (source 'restore'); history itself is never rewritten. */
export async function restore(db: Db, staff: Staff, id: string, versionId: number): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    await claimIn(tx, staff, item);
    const [old] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.id, versionId), eq(contentVersions.itemId, id)));
    if (!old) throw new ContentEditError(404, copy.errors.notFound);
    const [version] = await tx
      .insert(contentVersions)
      .values({ itemId: id, data: keptToSchema(item.kind, old.data), createdBy: staff.id, createdByEmail: staff.email, source: 'restore', restoredFrom: old.id })
      .returning({ id: contentVersions.id, createdAt: contentVersions.createdAt });
    await tx.update(contentItems).set({ draftVersionId: version.id, updatedAt: new Date(), ...draftOwner(staff) }).where(eq(contentItems.id, id));
    await recordAudit(tx, { staff, action: 'content-restore', itemId: id, detail: { ...auditDetail(item.kind, item.key, version.id), restoredFrom: old.id } });
    return { versionId: version.id, collapsed: false, savedAt: version.createdAt };
  });
}

/** Records that a staff member opened a draft preview of a public path. */
export async function recordPreview(db: Db, staff: Staff, path: string): Promise<void> {
  await recordAudit(db, { staff, action: 'content-preview', detail: { path } });
}
