import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, searchQuery, type InboxFilters, type Kind, type Status } from '@/lib/staff/filters';
import { deliveryState, submissionSummary, type InboxRow } from '@/lib/staff/submission';
import type { Db } from '../db/client';

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pages: number };

/** The WHERE clause of a filtered view of the inbox (also what the CSV export takes). */
export function inboxWhere(filters: InboxFilters): SQL {
  const where: SQL[] = [sql`true`];
  const tsquery = searchQuery(filters.q);
  if (filters.q && !tsquery) where.push(sql`false`); // nothing searchable was typed: nothing matches
  if (tsquery) where.push(sql`s.search @@ to_tsquery('simple', ${tsquery})`);
  if (filters.kind) where.push(sql`s.kind = ${filters.kind}`);
  if (filters.status) where.push(sql`s.status = ${filters.status}`);
  if (filters.from) where.push(sql`s.created_at >= ${filters.from}::date`);
  if (filters.to) where.push(sql`s.created_at < ${filters.to}::date + 1`);
  if (filters.withFiles) where.push(sql`EXISTS (SELECT 1 FROM submission_files f WHERE f.submission_id = s.id)`);
  return sql.join(where, sql` AND `);
}

type Row = {
  id: string;
  kind: Kind;
  status: Status;
  created_at: string | Date;
  fields: Record<string, unknown>;
  files: number;
  read: boolean;
  sent_at: string | Date | null;
  attempts: number | null;
  last_error: string | null;
  has_mail: boolean;
};

/** One page of the inbox for a staff member: newest first, 50 a page, with their own read marks. */
export async function listInbox(db: Db, staffId: string, filters: InboxFilters): Promise<InboxPage> {
  const where = inboxWhere(filters);
  const [count] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM submissions s WHERE ${where}`)).rows;
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const result = await db.execute<Row>(sql`
    SELECT s.id, s.kind, s.status, s.created_at, s.fields,
      (SELECT count(*)::int FROM submission_files f WHERE f.submission_id = s.id) AS files,
      EXISTS (SELECT 1 FROM submission_reads r WHERE r.submission_id = s.id AND r.staff_id = ${staffId}) AS read,
      o.sent_at, o.attempts, o.last_error, (o.id IS NOT NULL) AS has_mail
    FROM submissions s
    LEFT JOIN LATERAL (
      SELECT id, sent_at, attempts, last_error FROM outbox WHERE submission_id = s.id AND kind = 'staff-notification' ORDER BY id LIMIT 1
    ) o ON true
    WHERE ${where}
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`);
  return {
    total,
    page,
    pages,
    rows: result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      createdAt: new Date(r.created_at),
      name: typeof r.fields.name === 'string' ? r.fields.name : '',
      email: typeof r.fields.email === 'string' ? r.fields.email : '',
      summary: submissionSummary(r.kind, r.fields),
      files: Number(r.files),
      read: Boolean(r.read),
      delivery: deliveryState(r.has_mail ? { sentAt: r.sent_at, attempts: Number(r.attempts), lastError: r.last_error } : null),
    })),
  };
}

/** How many submissions this staff member has not opened, and the newest one's id (the open inbox polls these). */
export async function inboxState(db: Db, staffId: string): Promise<{ unread: number; latest: string | null }> {
  const [row] = (
    await db.execute<{ unread: number; latest: string | null }>(sql`
      SELECT
        (SELECT count(*)::int FROM submissions s WHERE NOT EXISTS (
          SELECT 1 FROM submission_reads r WHERE r.submission_id = s.id AND r.staff_id = ${staffId})) AS unread,
        (SELECT id::text FROM submissions ORDER BY created_at DESC, id DESC LIMIT 1) AS latest`)
  ).rows;
  return { unread: Number(row?.unread ?? 0), latest: row?.latest ?? null };
}
