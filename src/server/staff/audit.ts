import 'server-only';
import { desc } from 'drizzle-orm';
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
  | 'content-schedule'
  | 'content-schedule-cancel'
  | 'content-schedule-failed'
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

export type AuditEntry = { id: number; at: Date; who: string | null; action: string; submissionId: string | null; detail: Record<string, unknown> };
export const AUDIT_PAGE_SIZE = 100;

/** The audit log, newest first, a page at a time. */
export async function listAudit(db: Db, page: number): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    more: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({ id: r.id, at: r.at, who: r.staffEmail, action: r.action, submissionId: r.submissionId, detail: r.detail })),
  };
}
