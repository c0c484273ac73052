'use client';
import { useId, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { Pricing } from '@/content/schema';
import { buildPricingRequest, configure, emptyConfiguration, isConfigured, type Configuration, type ConfigurationChange, type PricingContact } from '@/lib/pricing/services';
import { Honeypot, TextField } from '@/components/forms/FormField';
import { fillTemplate } from '@/lib/copy/template';
import { apiUrl } from '@/lib/forms/api';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.mjs';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';
import { NoScriptNote } from '@/components/forms/NoScriptNote';
import { ServiceCard } from './ServiceCard';

const resolver = lazyResolver(() => import('@/components/forms/resolvers').then((m) => m.pricingContactResolver));

/** No level change yet: one list for every card, so the card's props stay the same. */
const NOTHING_SWITCHED_OFF: readonly string[] = [];

type SendState = { status: 'idle' | 'sending' | 'success' } | { status: 'error'; message: string };

/**
 * The Plans & Pricing configurator: one SELECT SERVICE card per role, and the request panel that
 * gathers name and e-mail and sends the configured cards to POST /api/pricing (or API_BASE_URL/pricing).
 *
 * Name and e-mail are asked in the page, beside Send Request, not in a dialog: two fields do not earn
 * a modal; the visitor sees up front what sending needs; the sending/success/error states stay next to
 * the button that caused them; and on wide screens the panel stays in view (sticky) while the cards are
 * configured, with a live count of configured services.
 */
/** What the configurator shows (the published pricing content, from the page): no statistics, which the page draws. */
export type ConfiguratorContent = Pick<Pricing, 'roles' | 'people' | 'priceTypes' | 'levels' | 'copy'>;

export function PricingConfigurator({ pricing, noScriptEmail }: { pricing: ConfiguratorContent; noScriptEmail?: string }) {
  const { roles, copy } = pricing;
  // One reducer for every card: `dispatch` never changes, so a chip pressed on one card draws that card again, not
  // the other six (ServiceCard is memoised; `npm run bench:interactions`).
  const [{ cards, switchedOff }, dispatch] = useReducer(
    (state: Configuration, change: ConfigurationChange) => configure(state, change, roles),
    roles,
    emptyConfiguration,
  );
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const id = useId();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    formState: { errors },
  } = useForm<PricingContact>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', email: '' },
  });

  const configured = cards.filter(isConfigured).length;
  // Send Request waits for hydration: pressed before, it would submit natively (a GET with the name and e-mail).

  async function sendRequest(contact: PricingContact) {
    setSend({ status: 'sending' });
    const trap = honeypotRef.current?.value;
    const body = { ...buildPricingRequest(cards, contact), ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) };
    try {
      const res = await fetch(apiUrl('/pricing'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        setSend({ status: 'success' });
        return;
      }
      if (res.status === 422) {
        // The server's field messages for name and e-mail appear at their fields.
        const answer = (await res.json().catch(() => ({}))) as { fields?: Record<string, string> };
        for (const field of ['name', 'email'] as const) {
          const message = answer.fields?.[field];
          if (message) setError(field, { message });
        }
      }
      setSend({ status: 'error', message: res.status === 429 ? copy.rateLimited : copy.failed });
    } catch {
      setSend({ status: 'error', message: copy.failed });
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.status === 'sending') return;
    if (configured === 0) {
      setSend({ status: 'error', message: copy.noService });
      void trigger();
      return;
    }
    setSend({ status: 'idle' });
    void handleSubmit(sendRequest)(event);
  }

  const sending = send.status === 'sending';

  return (
    <div className="container-site grid items-start gap-10 pb-20 lg:grid-cols-12 lg:gap-12">
      <section aria-labelledby="pricing-request" className="lg:sticky lg:top-24 lg:order-2 lg:col-span-4">
        <form
          noValidate
          onSubmit={onSubmit}
          className="relative rounded-[var(--radius-card)] border border-line bg-ink-2 p-6 shadow-card sm:p-8"
        >
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="pricing-request" className="text-h3 font-semibold">
              {copy.requestHeading}
            </h2>
            <p className="shrink-0 rounded-full bg-ink-3 px-3 py-1 text-sm tabular-nums text-muted">
              {fillTemplate(copy.configuredCount, { count: configured })}
            </p>
          </div>
          <p className="mt-3 text-muted">{copy.requestIntro}</p>

          <div className="mt-6 grid gap-4">
            <TextField
              id={`${id}-name`}
              label={copy.nameLabel}
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              id={`${id}-email`}
              label={copy.emailLabel}
              required
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <Honeypot inputRef={honeypotRef} idPrefix={id} />

          <SubmitWhenHydrated
            disabled={sending}
            className="mt-6 inline-flex h-13 w-full items-center justify-center gap-2 rounded-full bg-fg px-6 font-semibold text-ink transition hover:bg-paper-2 disabled:cursor-progress disabled:opacity-80"
          >
            {sending ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : null}
            {sending ? copy.sending : copy.send}
          </SubmitWhenHydrated>
          <NoScriptNote email={noScriptEmail} />

          <div className="text-sm">
            <p role="status" className="flex items-start gap-2 font-semibold text-success [&:not(:empty)]:mt-4">
              {send.status === 'success' ? (
                <>
                  <CircleCheck aria-hidden="true" size={18} className="mt-px shrink-0" />
                  <span>
                    {copy.sent} <span className="font-normal text-muted">{copy.sentDetail}</span>
                  </span>
                </>
              ) : null}
            </p>
            <div role="alert" className="flex items-start gap-2 text-danger [&:not(:empty)]:mt-4">
              {send.status === 'error' ? (
                <>
                  <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
                  <span>{send.message}</span>
                </>
              ) : null}
            </div>
          </div>
        </form>
      </section>

      <section aria-labelledby="pricing-services" className="lg:order-1 lg:col-span-8">
        <h2 id="pricing-services" className="sr-only">
          {copy.servicesHeading}
        </h2>
        <ul className="grid gap-4">
          {roles.map((role, index) => (
            <li key={role.title}>
              <ServiceCard
                role={role}
                card={cards[index]}
                options={pricing}
                copy={copy}
                switchedOff={switchedOff[role.title] ?? NOTHING_SWITCHED_OFF}
                onChange={dispatch}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
