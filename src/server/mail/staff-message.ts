import 'server-only';
import type { SiteConfig } from '@/content/schema';
import { site as seedSite } from '@/content/site';
import { formatBytes } from '@/lib/forms/limits.mjs';
import { absoluteUrl } from '@/lib/seo/site-url';

const KIND_TITLES: Record<string, string> = {
  application: 'Job application',
  enquiry: 'Project enquiry',
  pricing: 'Pricing request',
};

export type StaffMessageInput = {
  submissionId: string;
  kind: string;
  fields: Record<string, unknown>;
  files: { displayName: string; sizeBytes: number; mimeType: string; storageKey: string }[];
  createdAt: Date;
};

/**
 * The staff e-mail for a submission: every field, the files' names and sizes, and how to fetch them. `site`: the
 * published site settings (its name and e-mail), src/content's by default.
 */
export function staffMessage(input: StaffMessageInput, site: Pick<SiteConfig, 'name' | 'email'> = seedSite) {
  const title = KIND_TITLES[input.kind] ?? input.kind;
  const who = typeof input.fields.name === 'string' ? input.fields.name : 'someone';
  const what = typeof input.fields.position === 'string' && input.fields.position ? ` (${input.fields.position})` : '';
  const lines = [
    `${title} from ${who}${what}`,
    `Submission ${input.submissionId}, received ${input.createdAt.toISOString()}`,
    '',
    // A multi-line answer's lines are indented, so none can pass for a line of this message (a forged "Files" block).
    ...Object.entries(input.fields).map(([k, v]) => `${k}: ${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/\r?\n/g, '\n    ')}`),
    '',
    input.files.length ? `Files (${input.files.length}):` : 'No files attached.',
    ...input.files.map((f, i) => `  ${i + 1}. ${f.displayName} — ${formatBytes(f.sizeBytes)} (${f.sizeBytes} bytes, ${f.mimeType})`),
  ];
  if (input.files.length) {
    lines.push(
      '',
      'To fetch the files, on the server run:',
      `  npm run submissions -- files ${input.submissionId} --to ./submission-${input.submissionId.slice(0, 8)}`,
      `They are stored under DATA_DIR/uploads/${input.submissionId}/ (named by file id).`,
    );
  }
  lines.push('', `Open it in the staff inbox: ${absoluteUrl(`/staff/submissions/${input.submissionId}`)}`, `Or on the server: npm run submissions -- show ${input.submissionId}`);
  const to = process.env.STAFF_EMAIL || site.email;
  const from = process.env.MAIL_FROM || `"${site.name} website" <${to}>`;
  const replyTo = typeof input.fields.email === 'string' && input.fields.email ? input.fields.email : undefined;
  return {
    to,
    from,
    replyTo,
    subject: `${title}: ${who}${what}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: lines.join('\n'),
  };
}
