/**
 * The audit log's filters as they travel in its address (/staff/audit?who=…&action=…&item=…&from=…&to=…&page=2):
 * who acted (their e-mail), what they did (an action the log knows), the item or page named (words of its name),
 * and a range of UTC days. Whatever the address says is checked here; anything unknown is dropped.
 */
import { day, param, type Params } from './filters';

export type AuditFilters = { who: string | null; action: string | null; item: string; from: string | null; to: string | null; page: number };

const MAX_CHARS = 200;

export function parseAuditFilters(params: Params, actions: readonly string[]): AuditFilters {
  const page = Number(param(params, 'page'));
  const who = param(params, 'who').slice(0, MAX_CHARS);
  const action = param(params, 'action');
  let from = day(param(params, 'from'));
  let to = day(param(params, 'to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    who: who || null,
    action: actions.includes(action) ? action : null,
    item: param(params, 'item').slice(0, MAX_CHARS),
    from,
    to,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address of the audit log with these filters (and page), leaving out what is not set. */
export function auditHref(filters: AuditFilters, page = filters.page): string {
  const q = new URLSearchParams();
  if (filters.who) q.set('who', filters.who);
  if (filters.action) q.set('action', filters.action);
  if (filters.item) q.set('item', filters.item);
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/staff/audit?${s}` : '/staff/audit';
}

export const anyAuditFilter = (f: AuditFilters) => Boolean(f.who || f.action || f.item || f.from || f.to);
