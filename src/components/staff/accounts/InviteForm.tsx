'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { TextField } from '@/components/forms/FormField';
import { accountsCopy } from '@/content/accounts';
import { fillTemplate } from '@/lib/copy/template';
import { ROLES, type Role } from '@/lib/staff/roles';
import { staffFetch } from '../staff-fetch';
import { primaryButton } from '../styles';
import { useAction } from '../use-action';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = accountsCopy.page;
/** The role chosen at first: the last of the roles. */
const DEFAULT_ROLE: Role = ROLES[ROLES.length - 1];

/**
 * Invite someone by e-mail, with a role (each named with what it can do). After an invitation the address is cleared
 * and the role stays as chosen (the next invitee of a team is often the same role); the message names both. The
 * radios are the form's own (not React state), and what is sent is read from them: a role chosen while the page was
 * still hydrating is the one shown and the one sent.
 */
export function InviteForm() {
  const router = useRouter();
  const emailId = useId();
  const [sent, setSent] = useState('');
  const { busy, error, fields, run } = useAction({ fallback: copy.failed });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const email = String(data.get('email') ?? '');
        const role = String(data.get('role') ?? '') as Role;
        setSent('');
        if (!(await run(() => staffFetch('/api/staff/accounts/invitations', { body: { email, role } })))) return;
        setSent(fillTemplate(copy.sent, { email: email.trim().toLowerCase(), role: accountsCopy.roles[role].name }));
        const field = form.elements.namedItem('email') as HTMLInputElement;
        field.value = '';
        field.focus();
        router.refresh();
      }}
    >
      <TextField id={emailId} name="email" type="email" autoComplete="off" label={copy.email} required error={fields.email} className="max-w-md" />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{copy.role}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ROLES.map((r) => (
            <label key={r} className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-[:checked]:border-fg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
              <input type="radio" name="role" value={r} defaultChecked={r === DEFAULT_ROLE} className="mt-1 size-4 accent-[var(--color-fg)]" />
              <span>
                <span className="block font-semibold">{accountsCopy.roles[r].name}</span>
                <span className="block text-sm text-muted">{accountsCopy.roles[r].summary}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitWhenHydrated className={primaryButton} disabled={busy}>
        {busy ? copy.sending : copy.send}
      </SubmitWhenHydrated>
      <div aria-live="polite">{error || sent ? <p className={`text-sm ${error ? 'text-danger' : 'text-muted'}`}>{error || sent}</p> : null}</div>
    </form>
  );
}
