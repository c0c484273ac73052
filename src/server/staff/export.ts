import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { staffCopy } from '@/content/staff';
import type { InboxFilters, Kind, Status } from '@/lib/staff/filters';
import { deliveryState, labelledFields } from '@/lib/staff/submission';
import type { Db } from '../db/client';
import { inboxWhere } from './inbox';

type Row = {
  id: string;
  kind: Kind;
  status: Status;
  created_at: string | Date;
  fields: Record<string, unknown>;
  files: string | null;
  sent_at: string | Date | null;
  attempts: number | null;
  last_error: string | null;
  has_mail: boolean;
};

/**
 * The inbox's filtered list as CSV (csv-stringify): one row per submission, newest first, with every answer under
 * its form's label, the files and the staff e-mail's state. A cell a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, so it is only ever text.
 */
export async function exportCsv(db: Db, filters: InboxFilters): Promise<{ csv: string; count: number }> {
  const result = await db.execute<Row>(sql`
    SELECT s.id, s.kind, s.status, s.created_at, s.fields,
      (SELECT string_agg(f.display_name || ' (' || f.size_bytes || ' bytes)', '; ' ORDER BY f.position) FROM submission_files f WHERE f.submission_id = s.id) AS files,
      o.sent_at, o.attempts, o.last_error, (o.id IS NOT NULL) AS has_mail
    FROM submissions s
    LEFT JOIN LATERAL (
      SELECT id, sent_at, attempts, last_error FROM outbox WHERE submission_id = s.id AND kind = 'staff-notification' ORDER BY id LIMIT 1
    ) o ON true
    WHERE ${inboxWhere(filters)}
    ORDER BY s.created_at DESC, s.id DESC`);
  const labels = new Map<string, string>();
  const rows = result.rows.map((r) => {
    const answers = labelledFields(r.kind, r.fields);
    for (const a of answers) if (!labels.has(a.name)) labels.set(a.name, a.label);
    return { r, answers: new Map(answers.map((a) => [a.name, a.value])) };
  });
  const columns = staffCopy.inbox.columns;
  const names = [...labels.keys()];
  const header = ['Id', columns.kind, columns.status, columns.received, ...names.map((n) => labels.get(n) ?? n), columns.files, columns.delivery];
  const body = rows.map(({ r, answers }) => [
    r.id,
    staffCopy.kinds[r.kind],
    staffCopy.statuses[r.status],
    new Date(r.created_at).toISOString(),
    ...names.map((n) => answers.get(n) ?? ''),
    r.files ?? '',
    deliveryState(r.has_mail ? { sentAt: r.sent_at, attempts: Number(r.attempts), lastError: r.last_error } : null).text,
  ]);
  return { csv: stringify([header, ...body], { escape_formulas: true, bom: true }), count: body.length };
}
