'use client';
import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { signInPath } from '@/lib/staff/paths';
import { ConfirmActions } from '../../ConfirmDialog';
import type { LibraryItem } from './library-item';

const copy = mediaCopy.library;

/** An item that a delete was refused for (the route's 409 `uses`, src/server/content/media-edit.ts). */
type Use = { itemId: string; kind: string; kindLabel: string; title: string; where: ('draft' | 'published' | 'scheduled')[] };

const linkClass = 'rounded-sm text-cyan underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The confirmation of a delete; a refusal (content uses the upload) is shown in it, with links to those items. */
export function DeleteDialog({ item, onClose, onDeleted }: { item: LibraryItem; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [uses, setUses] = useState<Use[]>([]);
  const confirm = async () => {
    setBusy(true);
    setError('');
    const response = await fetch(`/api/staff/content/media/${item.id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => null);
    const body = ((await response?.json().catch(() => null)) ?? {}) as { error?: string; uses?: Use[] };
    if (response?.status === 401) return window.location.assign(signInPath(window.location.pathname));
    if (response?.ok) return onDeleted();
    setError(body.error ?? copy.failed);
    setUses(body.uses ?? []);
    setBusy(false);
  };
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
      <ConfirmActions confirm={copy.deleteConfirm} cancel={copy.cancel} disabled={busy} onConfirm={() => void confirm()} onCancel={onClose} />
    </Dialog>
  );
}
