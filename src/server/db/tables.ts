import 'server-only';
import type { Pool } from 'pg';

export type Table = { name: string; columns: { name: string; type: string; serial: boolean }[] };

/** The tables of the public schema, each after the tables its foreign keys point to. */
export async function tablesInOrder(pool: Pick<Pool, 'query'>): Promise<Table[]> {
  const cols = await pool.query<{ table: string; name: string; type: string; serial: boolean }>(`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
           coalesce(pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%', false) AS serial
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname, a.attnum`);
  const deps = await pool.query<{ from: string; to: string }>(`
    SELECT c.relname AS from, r.relname AS to FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE k.contype = 'f' AND n.nspname = 'public'`);
  const byName = new Map<string, Table>();
  for (const c of cols.rows) {
    if (!byName.has(c.table)) byName.set(c.table, { name: c.table, columns: [] });
    byName.get(c.table)!.columns.push({ name: c.name, type: c.type, serial: c.serial });
  }
  const out: Table[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const d of deps.rows) if (d.from === name && d.to !== name) visit(d.to);
    out.push(byName.get(name)!);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return out;
}
