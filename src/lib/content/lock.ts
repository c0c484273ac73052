/**
 * Who may edit an item now (the lock on an item being edited, and whose its draft is). Pure: the server reads the
 * rows (src/server/content/lock.ts) and this decides. A draft is its writer's until they publish it or someone
 * takes it over; the lock says who has the form open, kept alive by the editor's heartbeat.
 */

/** The editor's heartbeat: how often an open form says it is still there. */
export const HEARTBEAT_MS = 20_000;
/** A lock whose last heartbeat is older than this is gone (a closed laptop, a lost connection). */
export const LOCK_TTL_MS = 90_000;

export type LockRow = { staffId: string; staffName: string; since: Date; heartbeatAt: Date };
export type DraftRow = { ownerId: string | null; ownerName: string | null; savedAt: Date };
export type ReviewRow = { requestedBy: string; requestedByName: string; requestedAt: Date };

export type EditState =
  | { state: 'mine' }
  | { state: 'free' }
  | { state: 'editing'; who: string; whoId: string; since: Date }
  | { state: 'draft'; who: string; whoId: string; since: Date }
  | { state: 'review'; who: string; whoId: string; since: Date };

export const lockIsLive = (lock: LockRow | null, now: Date): lock is LockRow => lock !== null && now.getTime() - lock.heartbeatAt.getTime() < LOCK_TTL_MS;

/**
 * What `me` may do with the item: 'mine' (they hold the lock), 'free' (nobody's: opening it makes it theirs), or
 * someone else's: editing it now, owning its unpublished draft, or a draft waiting for review (nobody edits it).
 */
export function editState(me: string, lock: LockRow | null, draft: DraftRow | null, review: ReviewRow | null, now: Date): EditState {
  if (review) return { state: 'review', who: review.requestedByName, whoId: review.requestedBy, since: review.requestedAt };
  if (lockIsLive(lock, now) && lock.staffId !== me) return { state: 'editing', who: lock.staffName, whoId: lock.staffId, since: lock.since };
  if (draft?.ownerId && draft.ownerId !== me) return { state: 'draft', who: draft.ownerName ?? '?', whoId: draft.ownerId, since: draft.savedAt };
  if (lockIsLive(lock, now)) return { state: 'mine' };
  return { state: 'free' };
}

/** Whether `me` may change the item's draft now (it is theirs, or nobody's). */
export const mayEdit = (state: EditState) => state.state === 'mine' || state.state === 'free';
