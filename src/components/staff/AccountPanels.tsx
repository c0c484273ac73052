'use client';
import { useId, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { SIGN_IN_PATH } from '@/lib/staff/paths';
import { staffFetch } from './staff-fetch';
import { dangerButton, primaryButton, secondaryButton } from './styles';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = staffCopy.account;

type Setup = { qr: string; key: string; recoveryCodes: string[] };

/**
 * Two-factor sign-in for the signed-in account: on with the password, a QR code (and its key, to type by hand) and
 * a first code from the app, which shows the recovery codes; off with the password.
 */
export function TwoFactorPanel({ enabled: initiallyEnabled }: { enabled: boolean }) {
  const [enabled, setEnabled] = useState(initiallyEnabled);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [done, setDone] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordId = useId();
  const codeId = useId();

  const run = async (step: string, body: Record<string, string>) => {
    setBusy(true);
    setError('');
    try {
      return await staffFetch<Record<string, unknown>>('/api/staff/account/two-factor', { body: { step, ...body } });
    } catch (err) {
      setError(err instanceof Error ? err.message : copy.wrongPassword);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="text-muted">{enabled ? copy.twoFactorOn : copy.twoFactorOff}</p>
      {done ? (
        <div className="mt-4 rounded-xl border border-green/50 p-4" role="status">
          <p className="font-semibold">{copy.enabled}</p>
          <h3 className="mt-4 font-semibold">{copy.recoveryCodes}</h3>
          <p className="text-sm text-muted">{copy.recoveryHint}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
            {done.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      ) : setup ? (
        <form
          className="mt-4 space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const code = String(new FormData(event.currentTarget).get('code') ?? '');
            if (await run('verify', { code })) {
              setEnabled(true);
              setDone(setup.recoveryCodes);
              setSetup(null);
            }
          }}
        >
          <p>{copy.scan}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server for this account only */}
          <img src={setup.qr} alt={copy.qrAlt} width={200} height={200} className="rounded-lg bg-white p-2" />
          <p className="text-sm text-muted">{fillTemplate(copy.manual, { secret: setup.key })}</p>
          <div>
            <label htmlFor={codeId} className="mb-1.5 block text-sm font-medium">
              {staffCopy.signIn.code}
            </label>
            <input id={codeId} name="code" inputMode="numeric" autoComplete="one-time-code" required className={`${inputClass} max-w-56`} />
          </div>
          <SubmitWhenHydrated className={primaryButton} disabled={busy}>
            {copy.confirm}
          </SubmitWhenHydrated>
        </form>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={async (event) => {
            event.preventDefault();
            const password = String(new FormData(event.currentTarget).get('password') ?? '');
            if (enabled) {
              if (await run('disable', { password })) setEnabled(false);
            } else {
              const result = await run('enable', { password });
              if (result) setSetup(result as unknown as Setup);
            }
          }}
        >
          <div>
            <label htmlFor={passwordId} className="mb-1.5 block text-sm font-medium">
              {copy.password}
            </label>
            <input id={passwordId} name="password" type="password" autoComplete="current-password" required className={`${inputClass} max-w-sm`} aria-describedby={`${passwordId}-hint`} />
            <p id={`${passwordId}-hint`} className="mt-1.5 text-xs text-muted">
              {copy.passwordHint}
            </p>
          </div>
          <SubmitWhenHydrated className={enabled ? dangerButton : primaryButton} disabled={busy}>
            {enabled ? copy.turnOff : copy.turnOn}
          </SubmitWhenHydrated>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Ends every session of this account, on every device, this one too. */
export function SignOutEverywhereButton() {
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={async () => {
        await staffFetch('/api/staff/account/sign-out-everywhere').catch(() => undefined);
        // A full load, not a client navigation: nothing of the signed-in pages may stay in the router's cache.
        window.location.replace(`${SIGN_IN_PATH}?signedOut=1`);
      }}
    >
      {copy.signOutEverywhere}
    </button>
  );
}
