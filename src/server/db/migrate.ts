import 'server-only';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrations } from './migrations';

/**
 * Applies every migration not yet applied, in order, in one transaction under an advisory lock: instances starting
 * together apply each migration once. `only`: just these versions (a copy made into an empty database first gets
 * the schema its source had: ./from-pglite.ts, the restore).
 */
export async function migrate(db: NodePgDatabase<Record<string, unknown>>, only?: ReadonlySet<number>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7261001)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await tx.execute<{ version: number }>(sql`SELECT version FROM schema_migrations`);
    const applied = new Set(done.rows.map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version) || (only && !only.has(m.version))) continue;
      for (const statement of m.sql.split(/;\s*(?:\n|$)/).map((x) => x.trim()).filter(Boolean)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`);
    }
  });
}
