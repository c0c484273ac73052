'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { accountsCopy } from '@/content/accounts';
import { fillTemplate } from '@/lib/copy/template';
import { ROLES, type Role } from '@/lib/staff/roles';
import { ConfirmDialog } from '../ConfirmDialog';
import { staffFetch } from '../staff-fetch';
import { useAction } from '../use-action';
import { secondaryButton } from '../styles';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = accountsCopy.page;

/** A colleague's role: a select and its button; the last Owner's demotion is refused in words. */
export function RoleControl({ email, role }: { email: string; role: Role }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState<Role>(role);
  const [done, setDone] = useState('');
  const action = useAction({ fallback: copy.failed });
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setDone('');
        if (await action.run(() => staffFetch('/api/staff/accounts/role', { body: { email, role: value } }))) {
          setDone(fillTemplate(copy.roleChanged, { email, role: accountsCopy.roles[value].name }));
          router.refresh();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {fillTemplate(copy.roleOf, { email })}
      </label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value as Role)} className="min-h-11 rounded-md border border-line bg-ink px-3 text-sm text-fg focus-visible:outline-3 focus-visible:outline-focus">
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {accountsCopy.roles[r].name}
          </option>
        ))}
      </select>
      <SubmitWhenHydrated className={secondaryButton} disabled={action.busy || value === role}>
        {copy.changeRole}
      </SubmitWhenHydrated>
      <div aria-live="polite" className="basis-full empty:hidden">
        {action.error || done ? <p className={`mt-2 text-sm ${action.error ? 'text-danger' : 'text-muted'}`}>{action.error || done}</p> : null}
      </div>
    </form>
  );
}

/** A confirmed action on a colleague's account (reset two-factor, remove), in a dialog that says what happens. */
export function ConfirmedAction({ label, title, text, confirm, url, method, body }: { label: string; title: string; text: string; confirm: string; url: string; method: 'POST' | 'DELETE'; body: unknown }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      label={label}
      title={title}
      description={text}
      confirm={confirm}
      cancel={copy.cancel}
      failed={copy.failed}
      onConfirm={async () => {
        await staffFetch(url, { method, body });
        router.refresh();
      }}
    />
  );
}

/** Cancels a pending invitation (its link stops working). */
export function CancelInvitation({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const action = useAction({ fallback: copy.failed });
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={action.busy}
        aria-label={fillTemplate(copy.cancelInvitationOf, { email })}
        onClick={async () => {
          if (await action.run(() => staffFetch('/api/staff/accounts/invitations', { method: 'DELETE', body: { id } }))) router.refresh();
        }}
      >
        {copy.cancelInvitation}
      </button>
      {action.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {action.error}
        </p>
      ) : null}
    </>
  );
}
