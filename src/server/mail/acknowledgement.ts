import 'server-only';
import { acknowledgementCopy } from '@/content/mail';
import { site } from '@/content/site';
import { fillTemplate } from '@/lib/copy/template';

/** ACKNOWLEDGEMENT_EMAILS=off (or false, 0, no) turns the sender's acknowledgement off; it is on by default. */
export function acknowledgementsOn(): boolean {
  return !/^(off|false|0|no)$/i.test(process.env.ACKNOWLEDGEMENT_EMAILS ?? '');
}

/**
 * The sender's acknowledgement ("we have your application"), words from src/content/mail.ts, or null when turned
 * off or when the form gave no address. The fields were validated (no control characters in one-line fields), and
 * the subject is fixed text, so nothing a sender typed can reach a header.
 */
export function acknowledgementMessage(input: { kind: keyof typeof acknowledgementCopy; fields: Record<string, unknown> }) {
  const email = typeof input.fields.email === 'string' ? input.fields.email : '';
  if (!acknowledgementsOn() || !email) return null;
  const copy = acknowledgementCopy[input.kind];
  const values = {
    name: typeof input.fields.name === 'string' ? input.fields.name : '',
    position: typeof input.fields.position === 'string' && input.fields.position ? input.fields.position : 'a role',
  };
  const staff = process.env.STAFF_EMAIL || site.email;
  return {
    to: email,
    from: process.env.MAIL_FROM || `"${site.name}" <${site.email}>`,
    replyTo: staff,
    subject: copy.subject,
    text: copy.body.map((line) => fillTemplate(line, values)).join('\n'),
  };
}
