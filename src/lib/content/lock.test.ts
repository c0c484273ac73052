import { describe, expect, it } from 'vitest';
import { editState, LOCK_TTL_MS, mayEdit, type DraftRow, type LockRow } from './lock';

const now = new Date('2026-12-02T10:50:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const ayla: LockRow = { staffId: 'a', staffName: 'Ayla', since: ago(8 * 60_000), heartbeatAt: ago(5_000) };

describe('editState', () => {
  it('is free with no lock and no draft, and mine while I hold the lock', () => {
    expect(editState('b', null, null, null, now)).toEqual({ state: 'free' });
    expect(editState('a', ayla, null, null, now)).toEqual({ state: 'mine' });
  });

  it('tells another person who is editing and since when', () => {
    expect(editState('b', ayla, null, null, now)).toEqual({ state: 'editing', who: 'Ayla', whoId: 'a', since: ayla.since });
    expect(mayEdit(editState('b', ayla, null, null, now))).toBe(false);
  });

  it('lets a lock go once its heartbeat is older than the expiry', () => {
    const stale = { ...ayla, heartbeatAt: ago(LOCK_TTL_MS) };
    expect(editState('b', stale, null, null, now)).toEqual({ state: 'free' });
    expect(editState('b', { ...ayla, heartbeatAt: ago(LOCK_TTL_MS - 1) }, null, null, now).state).toBe('editing');
  });

  it('keeps an unpublished draft its writer’s after their lock expired', () => {
    const stale = { ...ayla, heartbeatAt: ago(LOCK_TTL_MS * 2) };
    const draft: DraftRow = { ownerId: 'a', ownerName: 'Ayla', savedAt: ago(60_000) };
    expect(editState('b', stale, draft, null, now)).toEqual({ state: 'draft', who: 'Ayla', whoId: 'a', since: draft.savedAt });
    expect(editState('a', stale, draft, null, now)).toEqual({ state: 'free' });
  });

  it('treats a draft with no owner (from before owners, or an import) as anyone’s', () => {
    expect(editState('b', null, { ownerId: null, ownerName: null, savedAt: now }, null, now)).toEqual({ state: 'free' });
  });

  it('locks a draft waiting for review for everyone, its writer too', () => {
    const review = { requestedBy: 'a', requestedByName: 'Ayla', requestedAt: now };
    expect(editState('a', ayla, null, review, now).state).toBe('review');
    expect(mayEdit(editState('b', null, null, review, now))).toBe(false);
  });
});
