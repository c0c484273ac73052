'use client';
import { useEffect, useRef, useState } from 'react';
import { staffCopy } from '@/content/staff';
import { inputClass } from '@/components/forms/FormField';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = staffCopy.signIn;
type Step = 'password' | 'code';

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { code?: string; message?: string; twoFactorRedirect?: boolean };
  return { status: response.status, json };
}

/**
 * Staff sign-in: e-mail and password, then, for an account with two-factor sign-in, a code from the authenticator app
 * or a recovery code. A wrong e-mail and a wrong password get the same message; a locked account or too many attempts
 * say so and when to try again.
 */
export function SignInForm({ next }: { next: string }) {
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // Each failure moves focus to its message (a screen reader reads it; Tab goes on to the fields), after React drew it.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures) errorRef.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const fail = (message: string) => {
    setError(message);
    setFailures((n) => n + 1);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      if (step === 'password') {
        const { status, json } = await post('/api/auth/sign-in/email', { email: data.get('email'), password: data.get('password'), rememberMe: true });
        if (status === 200 && json.twoFactorRedirect) {
          setStep('code');
          return;
        }
        if (status === 200) return window.location.assign(next);
        if (status === 429) return fail(json.code === 'ACCOUNT_LOCKED' && json.message ? json.message : copy.tooMany);
        return fail(status === 401 || status === 400 ? copy.failed : copy.unavailable);
      }
      const code = String(data.get('code') ?? '').replace(/\s+/g, '');
      const recovery = !/^\d{6}$/.test(code);
      const { status, json } = await post(recovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { code });
      if (status === 200) return window.location.assign(next);
      if (status === 429) return fail(json.code === 'ACCOUNT_LOCKED' && json.message ? json.message : copy.tooMany);
      return fail(copy.codeFailed);
    } catch {
      fail(copy.unavailable);
    } finally {
      setBusy(false);
    }
  };

  const field = 'mb-2 block text-sm font-medium text-fg';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={error ? 'sign-in-error' : undefined}>
      {step === 'password' ? (
        <>
          <div>
            <label htmlFor="sign-in-email" className={field}>
              {copy.email}
            </label>
            <input id="sign-in-email" name="email" type="email" autoComplete="username" required className={inputClass} aria-invalid={error ? true : undefined} />
          </div>
          <div>
            <label htmlFor="sign-in-password" className={field}>
              {copy.password}
            </label>
            <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required className={inputClass} aria-invalid={error ? true : undefined} />
          </div>
        </>
      ) : (
        <div>
          <label htmlFor="sign-in-code" className={field}>
            {copy.code}
          </label>
          <input
            ref={codeRef}
            id="sign-in-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            required
            className={inputClass}
            aria-describedby="sign-in-code-hint"
            aria-invalid={error ? true : undefined}
          />
          <p id="sign-in-code-hint" className="mt-1.5 text-xs text-muted">
            {copy.codeHint}
          </p>
        </div>
      )}
      {error ? (
        <p id="sign-in-error" ref={errorRef} tabIndex={-1} role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <SubmitWhenHydrated
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center rounded-pill bg-fg px-6 py-3 font-semibold text-ink transition hover:bg-paper disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {busy ? copy.submitting : step === 'password' ? copy.submit : copy.verify}
      </SubmitWhenHydrated>
    </form>
  );
}
