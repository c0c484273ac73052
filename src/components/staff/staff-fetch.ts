'use client';
import { signInPath } from '@/lib/staff/paths';

/**
 * The server's refusal of a staff action: `said`, its message in the site's words (when it sent one), and its messages
 * by field. Anything else a call throws (the connection lost, a lost session) is not the server's word.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly said: string | undefined,
    readonly fields: Record<string, string> | undefined,
  ) {
    super(said || `HTTP ${status}`);
  }
}

/** What staff are told after a failed action: the server's own words when it refused with some, else `fallback`. */
export const failureText = (err: unknown, fallback: string) => (err instanceof Refusal && err.said ? err.said : fallback);

/**
 * A staff action from the browser: JSON in, JSON out, same-origin cookies. A lost session (401) goes to the sign-in
 * page, which brings the staff member back here. Resolves to the parsed body, or throws a Refusal with the server's
 * message (and its messages by field, `fields`, when it sent them).
 */
export async function staffFetch<T = Record<string, unknown>>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    credentials: 'same-origin',
    headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401) {
    window.location.assign(signInPath(window.location.pathname + window.location.search));
    throw new Error('signed out');
  }
  const body = (await response.json().catch(() => ({}))) as T & { error?: string; fields?: Record<string, string> };
  if (!response.ok) throw new Refusal(response.status, body.error || undefined, body.fields);
  return body;
}
