import { describe, expect, it } from 'vitest';
import { inboxHref, isUnfiltered, parseInboxFilters, searchQuery } from './filters';

describe('parseInboxFilters', () => {
  it('reads every filter from the address', () => {
    const f = parseInboxFilters(new URLSearchParams('q= ayesha &kind=application&status=in_review&from=2026-01-01&to=2026-12-31&files=1&page=3'));
    expect(f).toEqual({ q: 'ayesha', kind: 'application', status: 'in_review', from: '2026-01-01', to: '2026-12-31', withFiles: true, page: 3 });
  });
  it('drops what it does not know', () => {
    const f = parseInboxFilters({ kind: 'admin', status: "new'; DROP TABLE x", from: '2026-02-31', to: 'yesterday', files: 'yes', page: '-4' });
    expect(f).toEqual({ q: '', kind: null, status: null, from: null, to: null, withFiles: false, page: 1 });
    expect(isUnfiltered(f)).toBe(true);
    expect(parseInboxFilters({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});

describe('inboxHref', () => {
  const base = parseInboxFilters({ q: 'sam lee', kind: 'enquiry', page: '2' });
  it('writes the filters back, going back to page 1 when they change', () => {
    expect(inboxHref(base)).toBe('/staff?q=sam+lee&kind=enquiry');
    expect(inboxHref(base, { page: 3 })).toBe('/staff?q=sam+lee&kind=enquiry&page=3');
    expect(inboxHref(base, { kind: null })).toBe('/staff?q=sam+lee');
    expect(inboxHref(parseInboxFilters({}))).toBe('/staff');
  });
  it('serves the export too', () => {
    expect(inboxHref(base, {}, '/api/staff/export')).toBe('/api/staff/export?q=sam+lee&kind=enquiry');
  });
});

describe('searchQuery', () => {
  it('asks for every word, each as a prefix', () => {
    expect(searchQuery('Ayesha  portfolio')).toBe("'ayesha':* & 'portfolio':*");
    expect(searchQuery('ayesha@example.com')).toBe("'ayesha@example.com':*");
  });
  it('keeps letters of every script and drops the query language', () => {
    expect(searchQuery('Zoë 李小龙')).toBe("'zoë':* & '李小龙':*");
    expect(searchQuery("a' | b & !c:* (d) <-> e")).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':*");
    expect(searchQuery('!!! ***')).toBeNull();
    expect(searchQuery('')).toBeNull();
  });
});
