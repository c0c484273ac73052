import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { acknowledgementCopy } from '@/content/mail';
import type { SiteConfig } from '@/content/schema';
import { site as seedSite } from '@/content/site';
import { mailboxKey } from '@/lib/forms/mailbox';
import type { Db } from '../db/client';

/** ACKNOWLEDGEMENT_EMAILS=off (or false, 0, no) turns the sender's acknowledgement off; it is on by default. */
export function acknowledgementsOn(): boolean {
  return !/^(off|false|0|no)$/i.test(process.env.ACKNOWLEDGEMENT_EMAILS ?? '');
}

/**
 * The sender's acknowledgement ("we have your application"), words from src/content/mail.ts, or null when turned
 * off or when the form gave no address. Fixed text and the kind of message only: nothing the sender typed (a name, a
 * position) is in it, so it cannot carry someone's words to an address they typed. `site`: the published site
 * settings (its name and e-mail), src/content's by default.
 */
export function acknowledgementMessage(
  input: { kind: keyof typeof acknowledgementCopy; fields: Record<string, unknown> },
  site: Pick<SiteConfig, 'name' | 'email'> = seedSite,
) {
  const email = typeof input.fields.email === 'string' ? input.fields.email : '';
  if (!acknowledgementsOn() || !email) return null;
  const copy = acknowledgementCopy[input.kind];
  const staff = process.env.STAFF_EMAIL || site.email;
  return {
    to: email,
    from: process.env.MAIL_FROM || `"${site.name}" <${site.email}>`,
    replyTo: staff,
    subject: copy.subject,
    text: copy.body.join('\n'),
  };
}

/**
 * Whether this is the first acknowledgement to `recipient`'s mailbox today (UTC), counted in the transaction that
 * stores the submission: at most one a day per mailbox however its address is written (case, `+` sub-addressing,
 * quotes: mailboxKey), whoever types it and however many submissions arrive at once (the primary key decides). The
 * mailbox is kept as a hash, for two days.
 */
export async function firstAcknowledgementToday(tx: Pick<Db, 'execute'>, recipient: string): Promise<boolean> {
  const hash = createHash('sha256').update(mailboxKey(recipient)).digest('base64url');
  if (Math.random() < 0.02) await tx.execute(sql`DELETE FROM acknowledgements_sent WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  const first = await tx.execute(sql`
    INSERT INTO acknowledgements_sent (recipient_hash, day) VALUES (${hash}, (now() AT TIME ZONE 'UTC')::date)
    ON CONFLICT DO NOTHING RETURNING 1`);
  return first.rows.length > 0;
}
