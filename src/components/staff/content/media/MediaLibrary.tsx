'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes } from '@/lib/forms/limits.mjs';
import { dangerButton, secondaryButton } from '../../styles';
import { AssetDialog } from './AssetDialog';
import { DeleteDialog } from './DeleteDialog';
import { MediaField } from './MediaField';
import type { LibraryItem } from './library-item';
import { useMediaStatus } from './use-media-status';

const copy = mediaCopy.library;

const stateTone = { ready: 'text-green', processing: 'text-cyan', failed: 'text-danger' } as const;
const stateText = (item: Pick<LibraryItem, 'state' | 'failure'>) => (item.state === 'failed' && item.failure ? fillTemplate(copy.failedBecause, { reason: item.failure }) : copy.states[item.state]);

/**
 * The media library: an upload field, then every upload with its thumbnail, alt text, file name, kind, size and state
 * (a processing video's state asked again every few seconds, and announced when it changes), and two actions: edit
 * its alt text and an image's focal point (AssetDialog), and delete (DeleteDialog: confirmed; refused while content
 * uses it, naming the items with links to them). Upload, edit and delete only for a role that manages media (`canManage`):
 * a Writer sees the library to know what there is.
 */
export function MediaLibrary({ items, canManage }: { items: LibraryItem[]; canManage: boolean }) {
  const router = useRouter();
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [status, setStatus] = useState('');
  // A deleted row leaves the list once the page is read again: focus then goes to the message that says so.
  const gone = useRef<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (gone.current && !items.some((i) => i.id === gone.current)) {
      gone.current = null;
      statusRef.current?.focus();
    }
  }, [items]);

  // Processing uploads: asked again until each is ready or failed, then the page is read again and the change said.
  const processing = items.filter((i) => i.state === 'processing');
  const polled = useMediaStatus({ ids: processing.map((i) => i.id) }, processing.length > 0).known;
  const shown = items.map((item) => {
    const now = polled.get(item.id);
    return now && item.state === 'processing' ? { ...item, state: now.state, failure: now.failure } : item;
  });
  const changed = shown.filter((item, n) => item.state !== items[n].state);
  const changedKey = changed.map((c) => `${c.id}:${c.state}`).join();
  const [announced, setAnnounced] = useState('');
  if (changedKey && changedKey !== announced) {
    setAnnounced(changedKey);
    setStatus(changed.map((c) => fillTemplate(c.state === 'ready' ? copy.nowReady : copy.nowFailed, { alt: c.alt, reason: c.failure ?? '' })).join(' '));
  }
  useEffect(() => {
    if (changedKey) router.refresh();
  }, [changedKey, router]);

  return (
    <>
      {canManage ? (
        <section aria-labelledby="media-upload-heading" className="mt-6">
          <h2 id="media-upload-heading" className="sr-only">
            {copy.upload}
          </h2>
          <MediaField label={copy.upload} accept="any" onUploaded={() => router.refresh()} />
        </section>
      ) : null}
      <p ref={statusRef} tabIndex={-1} role="status" className={`rounded-sm text-sm font-medium text-green focus-visible:outline-3 focus-visible:outline-focus ${status ? 'mt-6' : ''}`}>
        {status}
      </p>
      {shown.length ? (
        <div className="mt-8 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-ink-2" tabIndex={0} role="region" aria-label={copy.heading}>
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                {[copy.columns.preview, copy.columns.alt, copy.columns.kind, copy.columns.size, copy.columns.state, copy.columns.uploaded, ...(canManage ? [copy.actions] : [])].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shown.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the upload's own smallest rendition or poster */}
                    <img src={item.thumbnail} alt={item.alt} width={96} height={Math.round((96 * item.height) / item.width)} loading="lazy" className="h-auto w-24 rounded-md border border-line object-cover" />
                  </td>
                  <td className="min-w-64 px-4 py-3">
                    <p>{item.alt}</p>
                    <p className="mt-1 break-all text-xs text-muted">{item.name}</p>
                  </td>
                  <td className="px-4 py-3">{copy.kinds[item.kind]}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    {formatBytes(item.sizeBytes)}
                    <br />
                    {item.width} × {item.height}
                  </td>
                  <td className={`px-4 py-3 font-medium ${stateTone[item.state]}`}>{stateText(item)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    <time dateTime={item.uploaded}>{item.uploaded.slice(0, 16).replace('T', ' ')}</time>
                    {item.createdBy ? <p className="text-xs">{item.createdBy}</p> : null}
                  </td>
                  {canManage ? (
                      <td className="px-4 py-3">
                      <div className="flex flex-col items-start gap-2">
                        <button type="button" className={`${secondaryButton} whitespace-nowrap`} aria-label={fillTemplate(copy.editLabel, { alt: item.alt })} onClick={() => setEditing(item)}>
                          {copy.edit}
                        </button>
                        <button type="button" className={dangerButton} aria-label={fillTemplate(copy.deleteLabel, { alt: item.alt })} onClick={() => setDeleting(item)}>
                          {copy.delete}
                        </button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-8 text-muted">{copy.empty}</p>
      )}
      {editing ? (
        <AssetDialog
          key={editing.id}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={(alt) => {
            setStatus(fillTemplate(copy.saved, { alt }));
            setEditing(null);
            router.refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          key={deleting.id}
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setStatus(fillTemplate(copy.deleted, { alt: deleting.alt }));
            gone.current = deleting.id;
            setDeleting(null);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
