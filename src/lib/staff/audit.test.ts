import { describe, expect, it } from 'vitest';
import { describeAction } from './audit';

describe('describeAction', () => {
  it('says what was done, in the staff pages\' words', () => {
    expect(describeAction('status', { from: 'new', to: 'in_review' })).toBe('Changed the status from New to In review');
    expect(describeAction('export', { count: 12 })).toBe('Exported 12 submissions as CSV');
    expect(describeAction('export', { count: 1 })).toBe('Exported 1 submission as CSV');
    expect(describeAction('export', { count: 0 })).toBe('Exported 0 submissions as CSV');
    expect(describeAction('sign-in', {})).toBe('Signed in');
  });
  it('names the content item a change was made to, and a previewed page', () => {
    expect(describeAction('content-publish', { kind: 'role', key: 'junior-backend-developer', item: 'Roles: junior-backend-developer' })).toBe(
      'Published Roles: junior-backend-developer',
    );
    expect(describeAction('content-preview', { path: '/careers' })).toBe('Previewed /careers');
  });
  it('says what was scheduled, cancelled or failed, and which redirect was added or deleted', () => {
    const item = 'Roles: junior-backend-developer';
    expect(describeAction('content-schedule', { item, change: 'publish', when: '2026-11-27 17:00 UTC' })).toBe(
      'Scheduled Roles: junior-backend-developer to publish at 2026-11-27 17:00 UTC',
    );
    expect(describeAction('content-schedule-cancel', { item, change: 'unpublish' })).toBe('Cancelled the scheduled unpublish of Roles: junior-backend-developer');
    expect(describeAction('content-schedule-failed', { item, change: 'publish', reason: 'Not saved: some fields break the rules.' })).toBe(
      'A scheduled publish of Roles: junior-backend-developer failed: Not saved: some fields break the rules.',
    );
    expect(
      describeAction('content-schedule-ended', { item, change: 'publish', when: '2026-11-27 17:00 UTC', author: 'ann@driftline.test', reason: 'ann@driftline.test signed out everywhere.' }),
    ).toBe('Cancelled the publish of Roles: junior-backend-developer that ann@driftline.test scheduled for 2026-11-27 17:00 UTC: ann@driftline.test signed out everywhere.');
    expect(describeAction('content-redirect', { path: '/work/a', target: '/work/b' })).toBe('Added a redirect from /work/a to /work/b');
    expect(describeAction('content-redirect-delete', { path: '/work/a', target: '/work/b' })).toBe('Deleted the redirect from /work/a to /work/b');
    expect(describeAction('media-delete', { item: 'team.png', sha256: 'a'.repeat(64) })).toBe('Deleted the upload team.png');
    expect(describeAction('media-focal', { item: 'team.png', x: 0.3, y: 0.6 })).toBe('Changed the focal point of the upload team.png');
  });
  it('names a file only while it exists', () => {
    expect(describeAction('download', { fileId: 'f1' }, [{ id: 'f1', name: 'cv.pdf' }])).toBe('Downloaded cv.pdf');
    expect(describeAction('download', { fileId: 'gone' })).toBe('Downloaded a file');
  });
  it('says who was invited, given a role, or had their two-factor reset', () => {
    expect(describeAction('invitation-sent', { email: 'bo@x.test', role: 'writer' })).toBe('Invited bo@x.test as Writer');
    expect(describeAction('role-changed', { email: 'bo@x.test', from: 'writer', to: 'editor' })).toBe('Changed the role of bo@x.test from Writer to Editor');
    expect(describeAction('two-factor-reset', { email: 'bo@x.test' })).toBe('Reset the two-factor sign-in of bo@x.test');
    expect(describeAction('invitation-ended', { email: 'bo@x.test', role: 'writer', author: 'al@x.test', reason: 'al@x.test is no longer an Owner.' })).toBe(
      'Cancelled the invitation of bo@x.test that al@x.test sent: al@x.test is no longer an Owner.',
    );
  });
});
