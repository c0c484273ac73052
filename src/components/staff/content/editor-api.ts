'use client';
import { signInPath } from '@/lib/staff/paths';

/** The editor API's answer: its status, and the body it sent (a refusal's `error` and messages by field). */
export type Reply<T = Record<string, unknown>> = {
  ok: boolean;
  status: number;
  body: T & { error?: string; fields?: Record<string, string> };
};

/**
 * A call to the content editor's API: JSON in and out, same-origin cookies, a refusal returned (not thrown) with its
 * messages by field. A lost session (401) goes to the sign-in page, which brings the staff member back here.
 */
export async function send<T = Record<string, unknown>>(url: string, body?: unknown, method = 'POST'): Promise<Reply<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    window.location.assign(signInPath(window.location.pathname));
    return { ok: false, status: 401, body: {} as Reply<T>['body'] };
  }
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => ({}))) as Reply<T>['body'] };
}

/** A save's time as the editor says it ("Draft saved at 10:42:07"). */
export const clockTime = (iso?: string) => new Date(iso ?? Date.now()).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
