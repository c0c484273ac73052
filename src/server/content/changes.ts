import 'server-only';
import { asc, gt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { contentChanges, contentState } from '../db/schema';

type Tx = Pick<NodePgDatabase<Record<string, unknown>>, 'execute' | 'insert' | 'select'>;

/**
 * Inside the transaction that publishes, unpublishes, imports or redirects: bumps content_state.version and records
 * which public paths (src/lib/content/paths.ts) and items changed with it. Every instance's watcher sees the new
 * version within a second and forgets those pages (docs/content-editing-design.md 3.3). Returns the new version.
 */
export async function announceChange(tx: Tx, change: { paths: string[]; items?: string[] }): Promise<number> {
  const rows = await tx.execute<{ version: string }>(
    sql`UPDATE content_state SET version = version + 1, changed_at = now() RETURNING version`,
  );
  const version = Number(rows.rows[0].version);
  const paths = [...new Set(change.paths)].sort();
  await tx.insert(contentChanges).values({ version, paths, items: change.items ?? [] });
  return version;
}

/** The published content's current version (0 before the seed). */
export async function contentVersion(db: Pick<Tx, 'select'>): Promise<number> {
  const [row] = await db.select({ version: contentState.version }).from(contentState);
  return row?.version ?? 0;
}

/** The changes after `version`, oldest first. */
export async function changesSince(db: Pick<Tx, 'select'>, version: number) {
  return db.select().from(contentChanges).where(gt(contentChanges.version, version)).orderBy(asc(contentChanges.version));
}
