import 'server-only';
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { Db } from '../db/client';

/** The staff member who acted, or null for the site itself (retention) or an unknown sign-in. */
export type Actor = { id: string; email: string } | null;

/** What the audit log records: actions only, never a submission's own words (so it survives an erasure clean). */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'view'
  | 'download'
  | 'preview'
  | 'status'
  | 'note'
  | 'unread'
  | 'export'
  | 'erase'
  | 'retention-erase'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'account-added'
  | 'account-removed'
  | 'password-reset'
  | 'role-changed'
  | 'invitation-sent'
  | 'invitation-cancelled'
  | 'invitation-accepted'
  | 'invitation-ended'
  | 'two-factor-reset'
  | 'content-import'
  | 'content-save'
  | 'content-publish'
  | 'content-unpublish'
  | 'content-restore'
  | 'content-create'
  | 'content-duplicate'
  | 'content-delete'
  | 'content-preview'
  | 'media-upload'
  | 'media-delete'
  | 'media-focal'
  | 'media-alt'
  | 'content-schedule'
  | 'content-schedule-cancel'
  | 'content-schedule-failed'
  | 'content-schedule-ended'
  | 'content-redirect'
  | 'content-redirect-delete'
  | 'content-take-over'
  | 'content-revert'
  | 'content-review-request'
  | 'content-review-withdraw'
  | 'content-review-send-back';

type Tx = Pick<Db, 'insert'>;

export async function recordAudit(
  db: Tx,
  entry: { staff: Actor; action: AuditAction; submissionId?: string | null; itemId?: string | null; detail?: Record<string, string | number> },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? null,
    action: entry.action,
    submissionId: entry.submissionId ?? null,
    itemId: entry.itemId ?? null,
    detail: entry.detail ?? {},
  });
}

export type AuditEntry = { id: number; at: Date; who: string | null; action: string; submissionId: string | null; itemId: string | null; detail: Record<string, unknown> };
export const AUDIT_PAGE_SIZE = 100;

/** What the audit log can be narrowed to (src/lib/staff/audit-filters.ts): who, what, the item named, UTC days. */
export type AuditQuery = { who?: string | null; action?: string | null; item?: string; from?: string | null; to?: string | null };

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function auditWhere(q: AuditQuery): SQL | undefined {
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return and(
    q.who ? eq(auditLog.staffEmail, q.who) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.item ? sql`(${auditLog.detail}->>'item' ILIKE ${likeOf(q.item)} OR ${auditLog.detail}->>'path' ILIKE ${likeOf(q.item)} OR ${auditLog.itemId}::text = ${q.item})` : undefined,
    q.from ? gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.at, nextDay(q.to)) : undefined,
  );
}

/** The audit log, newest first, a page at a time, narrowed by `query`. */
export async function listAudit(db: Db, page: number, query: AuditQuery = {}): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    more: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({ id: r.id, at: r.at, who: r.staffEmail, action: r.action, submissionId: r.submissionId, itemId: r.itemId, detail: r.detail })),
  };
}

/** Everyone the log names, for the person filter. */
export async function auditPeople(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ email: auditLog.staffEmail }).from(auditLog).where(isNotNull(auditLog.staffEmail)).orderBy(auditLog.staffEmail);
  return rows.map((r) => r.email as string);
}
