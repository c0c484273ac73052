import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { site as seedSite } from '@/content/site';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { absoluteUrl } from '@/lib/seo/site-url';
import type { Db } from '../db/client';
import { outbox, staffNotices, staffUsers } from '../db/schema';

const copy = staffTeamCopy;
type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * Tells staff members something about the content they work on: a notice in the staff pages and an e-mail through the
 * outbox, in the caller's transaction (so a refused change tells nobody). The text names items and colleagues only,
 * never a visitor or a submission. Unknown ids (an account removed since) are skipped.
 */
export async function notifyStaff(tx: Tx, staffIds: string[], notice: { itemId: string | null; text: string; href: string }): Promise<void> {
  const ids = [...new Set(staffIds)];
  if (!ids.length) return;
  const people = await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.id, ids));
  const site = seedSite;
  const from = process.env.MAIL_FROM || `"${site.name} website" <${process.env.STAFF_EMAIL || site.email}>`;
  const text = notice.text.replace(/[\r\n]+/g, ' ');
  for (const person of people) {
    await tx.insert(staffNotices).values({ staffId: person.id, itemId: notice.itemId, text, href: notice.href });
    await tx.insert(outbox).values({
      kind: 'staff-notice',
      payload: {
        to: person.email,
        from,
        replyTo: '',
        subject: fillTemplate(copy.mail.subject, { site: site.name, text }).slice(0, 200),
        text: [text, '', fillTemplate(copy.mail.open, { url: absoluteUrl(notice.href) }), '', fillTemplate(copy.mail.footer, { site: site.name })].join('\n'),
      },
    });
  }
}

export type Notice = { id: number; text: string; href: string; createdAt: Date };

/** A staff member's unread notices, newest first. */
export async function unreadNotices(db: Db, staffId: string, limit = 10): Promise<Notice[]> {
  return db
    .select({ id: staffNotices.id, text: staffNotices.text, href: staffNotices.href, createdAt: staffNotices.createdAt })
    .from(staffNotices)
    .where(and(eq(staffNotices.staffId, staffId), isNull(staffNotices.readAt)))
    .orderBy(desc(staffNotices.id))
    .limit(limit);
}

/** Marks one of the staff member's own notices read; false when it is not theirs (or does not exist). */
export async function markNoticeRead(db: Db, staffId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(staffNotices)
    .set({ readAt: new Date() })
    .where(and(eq(staffNotices.id, id), eq(staffNotices.staffId, staffId)))
    .returning({ id: staffNotices.id });
  return rows.length > 0;
}
