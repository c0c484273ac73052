'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { primaryButton } from '../styles';
import { send } from './editor-api';

/** "New case study": adds a draft from the kind's defaults (POST /api/staff/content/items) and opens its form. */
export function NewItemButton({ kind, label }: { kind: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const router = useRouter();
  return (
    <div>
      <button
        type="button"
        className={primaryButton}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError('');
          const reply = await send<{ href?: string }>('/api/staff/content/items', { kind });
          if (reply.ok && reply.body.href) return router.push(reply.body.href);
          setBusy(false);
          setError(fillTemplate(staffContentCopy.list.newFailed, { reason: reply.body.error ?? `HTTP ${reply.status}` }));
        }}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
