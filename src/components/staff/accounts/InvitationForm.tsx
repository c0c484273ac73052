'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/components/forms/FormField';
import Link from '@/components/ui/Link';
import { accountsCopy } from '@/content/accounts';
import { fillTemplate } from '@/lib/copy/template';
import { SIGN_IN_PATH } from '@/lib/staff/paths';
import { isRole, type Role } from '@/lib/staff/roles';
import { primaryButton } from '../styles';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = accountsCopy.invitation;

type State = { step: 'checking' } | { step: 'gone'; error: string } | { step: 'form'; email: string; role: Role } | { step: 'done'; role: Role };

async function post(body: Record<string, string>) {
  const response = await fetch('/api/invitation', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The invitee's page: reads the token from the address's fragment, shows who is invited as what, takes a password. */
export function InvitationForm({ siteName }: { siteName: string }) {
  const [state, setState] = useState<State>({ step: 'checking' });
  const token = useRef('');
  const [error, setError] = useState<{ field: 'password' | 'again' | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordId = useId();
  const againId = useId();

  useEffect(() => {
    token.current = window.location.hash.slice(1);
    post({ token: token.current }).then(
      ({ status, body }) => setState(status === 200 && isRole(body.role) ? { step: 'form', email: String(body.email), role: body.role } : { step: 'gone', error: String(body.error ?? accountsCopy.errors.invitationGone) }),
      () => setState({ step: 'gone', error: accountsCopy.page.failed }),
    );
  }, []);

  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-h3 font-semibold">{copy.heading}</h1>
      {state.step === 'checking' ? <p className="mt-3 text-muted">{copy.checking}</p> : null}
      {state.step === 'gone' ? (
        <p role="alert" className="mt-4 rounded-xl border border-danger/60 p-4">
          {state.error}
        </p>
      ) : null}
      {state.step === 'done' ? (
        <div role="status" className="mt-4 space-y-3 rounded-xl border border-green/50 p-4">
          <p>{copy.done}</p>
          {state.role === 'owner' ? <p>{copy.ownerNext}</p> : null}
          <Link href={SIGN_IN_PATH} className={primaryButton}>
            {copy.signIn}
          </Link>
        </div>
      ) : null}
      {state.step === 'form' ? (
        <form
          noValidate
          className="mt-4 space-y-5"
          onSubmit={async (event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const password = String(data.get('password') ?? '');
            if (password !== String(data.get('again') ?? '')) return setError({ field: 'again', text: accountsCopy.errors.passwordsDiffer });
            setBusy(true);
            setError(null);
            try {
              const { status, body } = await post({ token: token.current, password });
              if (status === 201) {
                window.history.replaceState(null, '', window.location.pathname); // the spent token leaves the address
                setState({ step: 'done', role: state.role });
              } else if (status === 410) setState({ step: 'gone', error: String(body.error) });
              else setError({ field: 'password', text: String(body.error ?? accountsCopy.page.failed) });
            } catch {
              setError({ field: null, text: accountsCopy.page.failed });
            } finally {
              setBusy(false);
            }
          }}
        >
          <p className="text-muted">{fillTemplate(copy.intro, { site: siteName, role: accountsCopy.roles[state.role].name, email: state.email })}</p>
          <input type="email" name="username" value={state.email} autoComplete="username" readOnly hidden />
          <TextField
            id={passwordId}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            label={copy.password}
            hint={copy.passwordHint}
            required
            error={error?.field === 'password' ? error.text : undefined}
          />
          <TextField id={againId} name="again" type="password" autoComplete="new-password" label={copy.again} required error={error?.field === 'again' ? error.text : undefined} />
          {error?.field === null ? (
            <p role="alert" className="text-sm text-danger">
              {error.text}
            </p>
          ) : null}
          <SubmitWhenHydrated className={primaryButton} disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </SubmitWhenHydrated>
        </form>
      ) : null}
    </div>
  );
}
