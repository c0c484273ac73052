import { describe, expect, it } from 'vitest';
import { can, homeOf, isRole, PERMISSIONS, ROLES } from './roles';

describe('roles', () => {
  it('a content role never reaches a submission, the inbox role never changes content', () => {
    for (const role of ['editor', 'writer'] as const) {
      expect(can(role, 'submissions:read')).toBe(false);
      expect(can(role, 'submissions:handle')).toBe(false);
    }
    for (const p of ['content:edit', 'content:publish', 'media:manage', 'redirects:manage'] as const) expect(can('inbox', p)).toBe(false);
  });

  it('a writer drafts but does not publish, upload or redirect; an editor does', () => {
    expect(can('writer', 'content:edit')).toBe(true);
    for (const p of ['content:publish', 'media:manage', 'redirects:manage'] as const) {
      expect(can('writer', p)).toBe(false);
      expect(can('editor', p)).toBe(true);
    }
  });

  it('only an owner manages accounts and reads the audit log; the owner holds every permission', () => {
    for (const role of ROLES) {
      expect(can(role, 'accounts:manage')).toBe(role === 'owner');
      expect(can(role, 'audit:read')).toBe(role === 'owner');
      expect(can(role, 'account:self')).toBe(true);
    }
    for (const p of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can('owner', p)).toBe(true);
  });

  it('an unknown role holds nothing', () => {
    expect(can(null, 'account:self')).toBe(false);
    expect(can('admin' as never, 'content:edit')).toBe(false);
    expect(isRole('admin')).toBe(false);
    expect(isRole('writer')).toBe(true);
  });

  it('each role starts where it can work', () => {
    expect(homeOf('owner')).toBe('/staff');
    expect(homeOf('inbox')).toBe('/staff');
    expect(homeOf('editor')).toBe('/staff/content');
    expect(homeOf('writer')).toBe('/staff/content');
  });
});
