import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { STATUSES, type Kind, type Status } from '@/lib/staff/filters';
import { deliveryState, labelledFields, type Note, type StoredFile, type SubmissionView } from '@/lib/staff/submission';
import type { Db } from '../db/client';
import { auditLog, outbox, submissionFiles, submissionNotes, submissionReads, submissions } from '../db/schema';
import { SubmissionError } from '../submissions/errors';
import { recordAudit } from './audit';
import type { Staff } from '../auth/session';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A submission as its staff page shows it, or null (unknown, erased, or not an id at all). */
export async function getSubmission(db: Db, id: string): Promise<SubmissionView | null> {
  if (!isId(id)) return null;
  const [s] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!s) return null;
  const [files, notes, history, mail] = await Promise.all([
    db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id)).orderBy(asc(submissionFiles.position)),
    db.select().from(submissionNotes).where(eq(submissionNotes.submissionId, id)).orderBy(asc(submissionNotes.createdAt)),
    db.select().from(auditLog).where(eq(auditLog.submissionId, id)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(200),
    db.select().from(outbox).where(and(eq(outbox.submissionId, id), eq(outbox.kind, 'staff-notification'))).limit(1),
  ]);
  return {
    id: s.id,
    kind: s.kind as Kind,
    status: s.status as Status,
    createdAt: s.createdAt,
    clientAddress: s.clientAddress,
    fields: labelledFields(s.kind as Kind, s.fields),
    files: files.map((f) => ({ id: f.id, name: f.displayName, sizeBytes: f.sizeBytes, mimeType: f.mimeType, sha256: f.sha256, storageKey: f.storageKey, storedIn: f.storedIn })),
    notes: notes.map((n) => ({ id: n.id, author: n.authorEmail, body: n.body, createdAt: n.createdAt })),
    history: history.map((h) => ({ at: h.at, who: h.staffEmail, action: h.action, detail: h.detail })),
    delivery: deliveryState(mail[0] ? { sentAt: mail[0].sentAt, attempts: mail[0].attempts, lastError: mail[0].lastError } : null),
  };
}

/** Opening a submission marks it read for this staff member and is recorded (once a minute at most); false when there is no such submission. */
export async function recordView(db: Db, staff: Staff, id: string): Promise<boolean> {
  if (!(await exists(db, id))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(submissionReads).values({ submissionId: id, staffId: staff.id }).onConflictDoUpdate({
      target: [submissionReads.staffId, submissionReads.submissionId],
      set: { readAt: sql`now()` },
    });
    const recent = await tx.execute(sql`
      SELECT 1 FROM audit_log WHERE submission_id = ${id} AND staff_id = ${staff.id} AND action = 'view' AND at > now() - interval '1 minute' LIMIT 1`);
    if (!recent.rows.length) await recordAudit(tx, { staff, action: 'view', submissionId: id });
  });
  return true;
}

/** Marks it unread again for this staff member; recorded only when it was read (an unread one stays as it is). */
export async function markUnread(db: Db, staff: Staff, id: string): Promise<void> {
  await mustExist(db, id);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(submissionReads)
      .where(and(eq(submissionReads.submissionId, id), eq(submissionReads.staffId, staff.id)))
      .returning({ id: submissionReads.submissionId });
    if (removed.length) await recordAudit(tx, { staff, action: 'unread', submissionId: id });
  });
}

async function exists(db: Db, id: string) {
  if (!isId(id)) return false;
  return (await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id))).length > 0;
}

/** For an action on a submission: 400 for what cannot be an id (never reaches the database), 404 for an unknown one. */
async function mustExist(db: Db, id: string): Promise<void> {
  if (!isId(id)) throw new SubmissionError(400, 'Not a submission id');
  if (!(await exists(db, id))) throw new SubmissionError(404, 'No such submission');
}

export async function setStatus(db: Db, staff: Staff, id: string, status: string): Promise<Status> {
  await mustExist(db, id);
  if (!STATUSES.includes(status as Status)) throw new SubmissionError(422, 'Unknown status', { status: 'Choose one of the statuses' });
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)).for('update');
    if (before.status === status) return;
    await tx.update(submissions).set({ status }).where(eq(submissions.id, id));
    await recordAudit(tx, { staff, action: 'status', submissionId: id, detail: { from: before.status, to: status } });
  });
  return status as Status;
}

export const MAX_NOTE_CHARS = 4000;

export async function addNote(db: Db, staff: Staff, id: string, body: string): Promise<Note> {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new SubmissionError(422, 'Empty note', { body: 'Write something first.' });
  if (text.length > MAX_NOTE_CHARS) throw new SubmissionError(422, 'Note too long', { body: `A note can be at most ${MAX_NOTE_CHARS} characters.` });
  await mustExist(db, id);
  const note = { id: randomUUID(), submissionId: id, staffId: staff.id, authorEmail: staff.email, body: text, createdAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(submissionNotes).values(note);
    await recordAudit(tx, { staff, action: 'note', submissionId: id });
  });
  return { id: note.id, author: staff.email, body: text, createdAt: note.createdAt };
}

/** A file of a submission, for its download. */
export async function getFile(db: Db, submissionId: string, fileId: string): Promise<StoredFile | null> {
  if (!isId(submissionId) || !isId(fileId)) return null;
  const [f] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.id, fileId)));
  return f ? { id: f.id, name: f.displayName, sizeBytes: f.sizeBytes, mimeType: f.mimeType, sha256: f.sha256, storageKey: f.storageKey, storedIn: f.storedIn } : null;
}
