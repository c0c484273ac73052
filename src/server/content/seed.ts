import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { canonicalJson } from '@/lib/content/canonical';
import { seedEntries, type ContentEntry } from '@/lib/content/kinds';
import { contentItems, contentState, contentVersions } from '../db/schema';

/** The lock the migrations take (../db/migrate.ts): seeding waits for them, and two instances never seed twice. */
const MIGRATION_LOCK = 7261001;

/** SHA-256 of the seed as canonical JSON (every item's kind, key, position and data): which src/content it was. */
export function seedFingerprint(entries: ContentEntry[] = seedEntries()): string {
  return createHash('sha256').update(canonicalJson(entries)).digest('hex');
}

/**
 * On a database that has never held content (no content_state row), stores today's src/content: one item and one
 * published version (source 'seed') per entry, the data exactly as written, and the seed's fingerprint. One
 * transaction under the migrations' advisory lock; on any later start it finds the state row and inserts nothing.
 * Returns the number of items it stored.
 */
export async function seedContent(db: NodePgDatabase<Record<string, unknown>>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    if ((await tx.select({ id: contentState.id }).from(contentState)).length) return 0;
    const entries = seedEntries();
    const items = entries.map((e) => ({ id: randomUUID(), kind: e.kind, key: e.key, position: e.position, status: 'published' as const }));
    await tx.insert(contentItems).values(items);
    const versions = await tx
      .insert(contentVersions)
      .values(entries.map((e, i) => ({ itemId: items[i].id, data: e.data, source: 'seed' as const, note: 'src/content' })))
      .returning({ id: contentVersions.id, itemId: contentVersions.itemId });
    for (const v of versions) await tx.update(contentItems).set({ publishedVersionId: v.id }).where(eq(contentItems.id, v.itemId));
    await tx.insert(contentState).values({ version: 1, seedFingerprint: seedFingerprint(entries) });
    return entries.length;
  });
}
