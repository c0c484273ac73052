'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { Dialog } from '@/components/ui/Dialog';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { dangerButton } from '../styles';
import { ConfirmActions } from '../ConfirmDialog';
import { send } from './editor-api';

const copy = staffContentCopy.form;

/** What GET /api/staff/content/items/{id} says a delete would change (src/server/content/collections.ts DeletePlan). */
type Plan = {
  kind: string;
  links: { id: string; title: string; field: string; onDelete: 'replace' | 'remove' }[];
  needsReplacement: boolean;
  replacements: { key: string; title: string }[];
  suggested: string | null;
  redirect: { from: string; to: string } | null;
};

/**
 * Delete, after a dialog that says what follows: the published pages that link to the item and what each will do,
 * the replacement to link them to (required where a link cannot just go), and where its address will send visitors.
 */
export function DeleteButton({ id, item, listHref, disabled }: { id: string; item: string; listHref: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [replacement, setReplacement] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const openDialog = async () => {
    setOpen(true);
    setPlan(null);
    setError('');
    const reply = await send<Plan>(`/api/staff/content/items/${id}`, undefined, 'GET');
    if (!reply.ok) return setError(reply.body.error ?? `HTTP ${reply.status}`);
    setPlan(reply.body);
    setReplacement(reply.body.suggested ?? (reply.body.needsReplacement ? (reply.body.replacements[0]?.key ?? '') : ''));
  };
  const confirm = async () => {
    setBusy(true);
    const reply = await send(`/api/staff/content/items/${id}`, { replacement: replacement || null }, 'DELETE');
    if (reply.ok) return router.push(`${listHref}?deleted=${encodeURIComponent(item)}`);
    setBusy(false);
    setError(reply.body.fields?.replacement ?? reply.body.error ?? `HTTP ${reply.status}`);
  };

  const offer = plan && plan.links.length > 0 && plan.replacements.length > 0;
  return (
    <>
      <button type="button" className={dangerButton} disabled={disabled} onClick={() => void openDialog()}>
        {copy.delete}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={fillTemplate(copy.deleteTitle, { item })} description={copy.deleteText} size="confirm">
        {plan ? (
          <div className="space-y-3 pt-2 text-sm">
            {plan.links.length ? (
              <>
                <p>{copy.deleteLinks}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {plan.links.map((l, i) => (
                    <li key={`${l.id}-${i}`}>
                      {fillTemplate(copy.deleteLink, { item: l.title, field: l.field })} — {l.onDelete === 'replace' || replacement ? copy.deleteReplaced : copy.deleteRemoved}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{copy.deleteNoLinks}</p>
            )}
            {offer ? (
              <div>
                <label htmlFor="delete-replacement" className="mb-1.5 block font-medium text-fg">
                  {copy.replacement}
                </label>
                <select id="delete-replacement" value={replacement} className={inputClass} aria-describedby={error ? 'delete-error' : undefined} onChange={(e) => setReplacement(e.target.value)}>
                  {plan.needsReplacement ? null : <option value="">{copy.replacementNone}</option>}
                  {plan.replacements.map((r) => (
                    <option key={r.key} value={r.key}>
                      {r.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {plan.redirect ? <p>{fillTemplate(copy.deleteRedirect, plan.redirect)}</p> : null}
          </div>
        ) : error ? null : (
          <p className="pt-2 text-sm text-muted">{copy.loading}</p>
        )}
        {error ? (
          <p id="delete-error" role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <ConfirmActions confirm={copy.deleteConfirm} cancel={copy.cancel} disabled={busy || !plan} onConfirm={() => void confirm()} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
