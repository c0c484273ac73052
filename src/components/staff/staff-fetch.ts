'use client';
import { signInPath } from '@/lib/staff/paths';

/**
 * A staff action from the browser: JSON in, JSON out, same-origin cookies. A lost session (401) goes to the sign-in
 * page, which brings the staff member back here. Resolves to the parsed body, or throws with the server's message (and
 * its messages by field, `fields`, when it sent them).
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
  if (!response.ok) throw Object.assign(new Error(body.error || `HTTP ${response.status}`), { fields: body.fields });
  return body;
}
