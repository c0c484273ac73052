'use client';
import { useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import { signInPath } from '@/lib/staff/paths';
import { cellClass, StaffTable } from '../StaffTable';
import { dangerButton, primaryButton } from '../styles';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = staffContentCopy.redirects;

export type RedirectItem = { from: string; to: string; item: string | null; createdBy: string | null; createdAt: string };

type Reply = { ok: boolean; status: number; body: { error?: string; fields?: Record<string, string>; redirects?: RedirectItem[] } };

async function send(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<Reply> {
  const response = await fetch('/api/staff/content/redirects', {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) window.location.assign(signInPath(window.location.pathname));
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => ({}))) as Reply['body'] };
}

/**
 * The redirects page's table and its form (docs/content-editing-design.md 3.6): add one (the server checks each
 * field: a path on this site, not a live page, no loop; its messages show at the field), delete one. The list is read
 * again after each change, since an addition may also point older redirects at the new target.
 */
export function RedirectsManager({ initial }: { initial: RedirectItem[] }) {
  const [rows, setRows] = useState(initial);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  async function reload() {
    const reply = await send('GET');
    if (reply.ok && reply.body.redirects) setRows(reply.body.redirects.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })));
  }

  async function add() {
    setBusy(true);
    setMessage('');
    try {
      const reply = await send('POST', { from, to });
      if (!reply.ok) {
        const fields = reply.body.fields ?? {};
        setErrors(Object.keys(fields).length ? fields : { from: reply.body.error ?? `HTTP ${reply.status}` });
        (fields.from || !fields.to ? fromInput : toInput).current?.focus();
        return;
      }
      const added = (reply.body as { redirect?: { from: string; to: string } }).redirect;
      setErrors({});
      setFrom('');
      setTo('');
      setMessage(fillTemplate(copy.added, { from: added?.from ?? from, to: added?.to ?? to }));
      await reload();
    } finally {
      setBusy(false);
    }
  }

  async function remove(path: string) {
    setBusy(true);
    try {
      const reply = await send('DELETE', { from: path });
      setMessage(reply.ok ? fillTemplate(copy.deleted, { from: path }) : (reply.body.error ?? `HTTP ${reply.status}`));
      await reload();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'from' | 'to', label: string, hint: string, value: string, set: (v: string) => void, ref: React.RefObject<HTMLInputElement | null>) => (
    <div className="min-w-64 flex-1">
      <label htmlFor={`redirect-${name}`} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <input
        ref={ref}
        id={`redirect-${name}`}
        name={name}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder="/work/…"
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `redirect-${name}-hint redirect-${name}-error` : `redirect-${name}-hint`}
        onChange={(e) => set(e.target.value)}
      />
      <p id={`redirect-${name}-hint`} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
      {errors[name] ? (
        <p id={`redirect-${name}-error`} className="mt-1.5 text-sm text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <form
        noValidate
        className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-5"
        aria-labelledby="redirect-add-heading"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <h2 id="redirect-add-heading" className="text-lg font-semibold">
          {copy.add}
        </h2>
        <div className="mt-4 flex flex-wrap items-start gap-4">
          {field('from', copy.from, copy.fromHint, from, setFrom, fromInput)}
          {field('to', copy.to, copy.toHint, to, setTo, toInput)}
        </div>
        <SubmitWhenHydrated className={`${primaryButton} mt-4`} disabled={busy}>
          {copy.add}
        </SubmitWhenHydrated>
      </form>
      <p role="status" aria-live="polite" className="mt-4 min-h-6 text-sm text-muted">
        {message}
      </p>
      {rows.length ? (
        <StaffTable
          caption={copy.title}
          columns={[{ label: copy.from }, { label: copy.to }, { label: copy.item }, { label: copy.who }, { label: copy.when }, { label: copy.delete, hidden: true }]}
          className="mt-2"
        >
          {rows.map((r) => (
            <tr key={r.from}>
              <td className={`${cellClass} font-mono text-xs`}>{r.from}</td>
              <td className={`${cellClass} font-mono text-xs`}>{r.to}</td>
              <td className={`${cellClass} text-muted`}>{r.item ?? copy.byHand}</td>
              <td className={`${cellClass} text-muted`}>{r.createdBy ?? '—'}</td>
              <td className={`whitespace-nowrap ${cellClass} text-muted`}>
                <time dateTime={r.createdAt}>{formatStaffTime(r.createdAt)}</time>
              </td>
              <td className="px-4 py-2 text-right">
                <button type="button" className={dangerButton} disabled={busy} aria-label={fillTemplate(copy.deleteLabel, { from: r.from })} onClick={() => void remove(r.from)}>
                  {copy.delete}
                </button>
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-2 text-muted">{copy.empty}</p>
      )}
    </>
  );
}
