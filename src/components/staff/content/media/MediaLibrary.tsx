'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes } from '@/lib/forms/limits.mjs';
import { MEDIA_FIELDS } from '@/lib/media/upload-fields';
import type { FocalPoint } from '@/lib/media/uploaded';
import { signInPath } from '@/lib/staff/paths';
import { staffFetch } from '../../staff-fetch';
import { dangerButton, primaryButton, secondaryButton } from '../../styles';
import { FocalPointPicker } from './FocalPointPicker';
import { MediaField } from './MediaField';

const copy = mediaCopy.library;

/** One row of the library, as the page reads it (src/server/content/media.ts, MediaAsset). */
export type LibraryItem = {
  id: string;
  kind: 'image' | 'video';
  alt: string;
  thumbnail: string;
  reference: string;
  state: 'ready' | 'processing' | 'failed';
  failure: string | null;
  sizeBytes: number;
  width: number;
  height: number;
  uploaded: string;
  createdBy: string | null;
  /** The file's name when it was uploaded. */
  name: string;
  focal: FocalPoint;
  /** A rendition to set the focal point on (images). */
  focalSrc: string | null;
};

/** An item that a delete was refused for (the route's 409 `uses`, src/server/content/media-edit.ts). */
type Use = { itemId: string; kind: string; kindLabel: string; title: string; where: ('draft' | 'published' | 'scheduled')[] };

const linkClass = 'rounded-sm text-cyan underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

const stateTone = { ready: 'text-green', processing: 'text-cyan', failed: 'text-danger' } as const;

/**
 * The media library: an upload field, then every upload with its thumbnail, alt text, kind, size and state, and two
 * actions: set an image's focal point (the upload's own control, in a dialog) and delete (confirmed in a dialog;
 * refused while content uses it, naming the items with links to them).
 */
export function MediaLibrary({ items }: { items: LibraryItem[] }) {
  const router = useRouter();
  const [focusing, setFocusing] = useState<LibraryItem | null>(null);
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

  return (
    <>
      <section aria-labelledby="media-upload-heading" className="mt-6">
        <h2 id="media-upload-heading" className="sr-only">
          {copy.upload}
        </h2>
        <MediaField label={copy.upload} accept="any" onUploaded={() => router.refresh()} />
      </section>
      <p ref={statusRef} tabIndex={-1} role="status" className={`rounded-sm text-sm font-medium text-green focus-visible:outline-3 focus-visible:outline-focus ${status ? 'mt-6' : ''}`}>
        {status}
      </p>
      {items.length ? (
        <div className="mt-8 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-ink-2" tabIndex={0} role="region" aria-label={copy.heading}>
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                {[copy.columns.preview, copy.columns.alt, copy.columns.kind, copy.columns.size, copy.columns.state, copy.columns.uploaded, copy.actions].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the upload's own smallest rendition or poster */}
                    <img src={item.thumbnail} alt={item.alt} width={96} height={Math.round((96 * item.height) / item.width)} loading="lazy" className="h-auto w-24 rounded-md border border-line object-cover" />
                  </td>
                  <td className="min-w-64 px-4 py-3">
                    <p>{item.alt}</p>
                    <p className="mt-1 break-all font-mono text-xs text-muted">{item.reference}</p>
                  </td>
                  <td className="px-4 py-3">{copy.kinds[item.kind]}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    {formatBytes(item.sizeBytes)}
                    <br />
                    {item.width} × {item.height}
                  </td>
                  <td className={`px-4 py-3 font-medium ${stateTone[item.state]}`}>
                    {item.state === 'failed' && item.failure ? fillTemplate(copy.failedBecause, { reason: item.failure }) : copy.states[item.state]}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    <time dateTime={item.uploaded}>{item.uploaded.slice(0, 16).replace('T', ' ')}</time>
                    {item.createdBy ? <p className="text-xs">{item.createdBy}</p> : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-col items-start gap-2">
                      {item.kind === 'image' && item.focalSrc ? (
                        <button type="button" className={`${secondaryButton} whitespace-nowrap`} aria-label={fillTemplate(copy.setFocalLabel, { alt: item.alt })} onClick={() => setFocusing(item)}>
                          {copy.setFocal}
                        </button>
                      ) : null}
                      <button type="button" className={dangerButton} aria-label={fillTemplate(copy.deleteLabel, { alt: item.alt })} onClick={() => setDeleting(item)}>
                        {copy.delete}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-8 text-muted">{copy.empty}</p>
      )}
      {focusing ? (
        <FocalDialog
          key={focusing.id}
          item={focusing}
          onClose={() => setFocusing(null)}
          onSaved={() => {
            setStatus(fillTemplate(copy.focalSaved, { alt: focusing.alt }));
            setFocusing(null);
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

/** An uploaded image's focal point, moved with the upload's own control and saved on the asset. */
function FocalDialog({ item, onClose, onSaved }: { item: LibraryItem; onClose: () => void; onSaved: () => void }) {
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={fillTemplate(copy.focalTitle, { alt: item.alt })} description={copy.focalIntro} size="form">
      <div className="space-y-5 pt-4">
        <FocalPointPicker src={item.focalSrc ?? item.thumbnail} focal={focal} onChange={setFocal} />
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError('');
              try {
                await staffFetch(`/api/staff/content/media/${item.id}`, { method: 'PATCH', body: { [MEDIA_FIELDS.focalX]: focal.x, [MEDIA_FIELDS.focalY]: focal.y } });
                onSaved();
              } catch (err) {
                setError(err instanceof Error ? err.message : copy.failed);
                setBusy(false);
              }
            }}
          >
            {copy.saveFocal}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {copy.cancel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The confirmation of a delete; a refusal (content uses the upload) is shown in it, with links to those items. */
function DeleteDialog({ item, onClose, onDeleted }: { item: LibraryItem; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [uses, setUses] = useState<Use[]>([]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={copy.deleteTitle} description={fillTemplate(copy.deleteText, { alt: item.alt, name: item.name })} size="confirm">
      {error ? (
        <div role="alert" className="mt-4 rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm text-danger">
          <p className="font-medium">{error}</p>
          {uses.length ? (
            <>
              <p className="mt-2 text-fg">{copy.usedBy}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-fg">
                {uses.map((u) => (
                  <li key={u.itemId}>
                    <a className={linkClass} href={`/staff/content/${encodeURIComponent(u.kind)}/${encodeURIComponent(u.itemId)}`}>
                      {u.kindLabel}: {u.title}
                    </a>{' '}
                    ({u.where.map((w) => copy.where[w]).join(', ')})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3 pt-4">
        <button
          type="button"
          className={dangerButton}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError('');
            const response = await fetch(`/api/staff/content/media/${item.id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => null);
            const body = ((await response?.json().catch(() => null)) ?? {}) as { error?: string; uses?: Use[] };
            if (response?.status === 401) return window.location.assign(signInPath(window.location.pathname));
            if (response?.ok) return onDeleted();
            setError(body.error ?? copy.failed);
            setUses(body.uses ?? []);
            setBusy(false);
          }}
        >
          {copy.deleteConfirm}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {copy.cancel}
        </button>
      </div>
    </Dialog>
  );
}
