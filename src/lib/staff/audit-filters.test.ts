import { describe, expect, it } from 'vitest';
import { auditHref, parseAuditFilters } from './audit-filters';

const actions = ['content-publish', 'sign-in'];

describe('parseAuditFilters', () => {
  it('keeps what it knows and drops the rest', () => {
    const f = parseAuditFilters({ who: ' ayla@example.org ', action: 'content-publish', item: 'Our process', from: '2026-12-01', to: '2026-12-02', page: '3' }, actions);
    expect(f).toEqual({ who: 'ayla@example.org', action: 'content-publish', item: 'Our process', from: '2026-12-01', to: '2026-12-02', page: 3 });
    expect(parseAuditFilters({ action: "drop table'", from: '2026-02-30', to: 'yesterday', page: '-1' }, actions)).toEqual({
      who: null,
      action: null,
      item: '',
      from: null,
      to: null,
      page: 1,
    });
  });

  it('puts dates given the wrong way round in order', () => {
    expect(parseAuditFilters({ from: '2026-12-05', to: '2026-12-01' }, actions)).toMatchObject({ from: '2026-12-01', to: '2026-12-05' });
  });

  it('writes an address that reads back the same', () => {
    const f = parseAuditFilters({ who: 'a+b@example.org', item: 'Roles: x & y', from: '2026-12-01' }, actions);
    const href = auditHref(f, 2);
    expect(href).toBe('/staff/audit?who=a%2Bb%40example.org&item=Roles%3A+x+%26+y&from=2026-12-01&page=2');
    expect(parseAuditFilters(new URL(href, 'http://x').searchParams, actions)).toEqual({ ...f, page: 2 });
    expect(auditHref(parseAuditFilters({}, actions))).toBe('/staff/audit');
  });
});
