import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackToInbox } from '@/components/staff/BackToInbox';
import { FilePreview } from '@/components/staff/FilePreview';
import { History } from '@/components/staff/History';
import { EraseButton, MarkUnreadButton, NoteForm, StatusControl } from '@/components/staff/SubmissionActions';
import { secondaryButton } from '@/components/staff/styles';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes } from '@/lib/forms/limits.mjs';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { kindOfMime } from '@/server/filetype';
import { getSubmission, recordView } from '@/server/staff/submission';

const copy = staffCopy.submission;
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);

export const metadata: Metadata = { title: copy.title };

/** /staff/submissions/{id}: everything a submission holds, its files, its status, notes and history. */
export default async function SubmissionPage({ params }: PageProps<'/staff/submissions/[id]'>) {
  const { id } = await params;
  const staff = await requireStaffPage(`/staff/submissions/${id}`, 'submissions:read');
  const db = await getDb();
  // The view is recorded first (when the submission exists), so the history shows it.
  const s = (await recordView(db, staff, id)) ? await getSubmission(db, id) : null;
  // An id that names no submission (unknown, erased, or not an id at all) answers 404, drawn by ./not-found.tsx.
  if (!s) notFound();
  const name = s.fields.find((f) => f.name === 'name')?.value || s.fields.find((f) => f.name === 'email')?.value || s.id;
  const fileUrl = (fileId: string, preview = false) => `/api/staff/submissions/${s.id}/files/${fileId}${preview ? '?preview=1' : ''}`;
  const section = 'rounded-[var(--radius-card)] border border-line bg-ink-2 p-5 sm:p-6';
  const heading = 'mb-4 text-lg font-semibold';
  return (
    <>
      <BackToInbox />
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-cyan">{staffCopy.kinds[s.kind]}</p>
          <h1 className="mt-1 text-h3 font-semibold break-words">{name}</h1>
          <p className="mt-2 text-muted">
            <time dateTime={s.createdAt.toISOString()}>{fillTemplate(copy.received, { date: formatStaffTime(s.createdAt) })}</time>
            {' · '}
            {s.delivery.text}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <MarkUnreadButton id={s.id} />
          <EraseButton id={s.id} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="fields-heading" className={section}>
            <h2 id="fields-heading" className={heading}>
              {copy.fields}
            </h2>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              {s.fields.map((f) => (
                <div key={f.name} className="contents">
                  <dt className="text-sm font-medium text-muted">{f.label}</dt>
                  <dd className={`min-w-0 break-words ${f.multiline ? 'whitespace-pre-wrap' : ''}`}>{f.value || '—'}</dd>
                </div>
              ))}
              {s.clientAddress ? (
                <div className="contents">
                  <dt className="text-sm font-medium text-muted">{copy.clientAddress}</dt>
                  <dd className="font-mono text-sm">{s.clientAddress}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section aria-labelledby="files-heading" className={section}>
            <h2 id="files-heading" className={heading}>
              {copy.files}
            </h2>
            {s.files.length ? (
              <ul className="space-y-4">
                {s.files.map((f) => (
                  <li key={f.id} className="rounded-xl border border-line p-4">
                    <p className="font-medium break-words">{f.name}</p>
                    <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                      <dt className="text-muted">{copy.fileSize}</dt>
                      <dd>
                        {formatBytes(f.sizeBytes)} ({f.sizeBytes.toLocaleString('en-GB')} bytes)
                      </dd>
                      <dt className="text-muted">{copy.fileType}</dt>
                      <dd>{kindOfMime(f.mimeType)?.label ?? f.mimeType}</dd>
                      <dt className="text-muted">{copy.fileHash}</dt>
                      <dd className="break-all font-mono text-xs">{f.sha256}</dd>
                    </dl>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <a href={fileUrl(f.id)} className={secondaryButton} download aria-label={`${copy.download} ${f.name}`}>
                        {copy.download}
                      </a>
                      {PREVIEWABLE.has(f.mimeType) ? <FilePreview url={fileUrl(f.id, true)} name={f.name} mimeType={f.mimeType} /> : null}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{copy.noFiles}</p>
            )}
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="status-heading" className={section}>
            <h2 id="status-heading" className="sr-only">
              {copy.status}
            </h2>
            <StatusControl id={s.id} status={s.status} />
          </section>

          <section aria-labelledby="notes-heading" className={section}>
            <h2 id="notes-heading" className={heading}>
              {copy.notes}
            </h2>
            {s.notes.length ? (
              <ul className="space-y-3">
                {s.notes.map((n) => (
                  <li key={n.id} className="rounded-xl border border-line p-3">
                    <p className="whitespace-pre-wrap break-words">{n.body}</p>
                    <p className="mt-2 text-xs text-muted">
                      {n.author} · <time dateTime={n.createdAt.toISOString()}>{formatStaffTime(n.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{copy.noNotes}</p>
            )}
            <NoteForm id={s.id} />
          </section>

          <section aria-labelledby="history-heading" className={section}>
            <h2 id="history-heading" className={heading}>
              {copy.history}
            </h2>
            <History entries={s.history} files={s.files} />
          </section>
        </div>
      </div>
    </>
  );
}
