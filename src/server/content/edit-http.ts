import 'server-only';
import type { Permission } from '@/lib/staff/roles';
import { staffJson, staffRoute, type Staff } from '../auth/session';
import { readJsonObject, isJson } from '../http/json';
import { SubmissionError } from '../submissions/errors';
import { ContentEditError } from './edit';
import { revalidatePaths } from './sync';

/** The largest item a save carries (a case study with its texts is about 10 KB). */
const MAX_ITEM_BYTES = 512 * 1024;

type Context = { params: Promise<{ id: string }> };

/** A refusal from the model as JSON: `{ error, fields?, ...detail }` with its status. */
const refusal = (err: ContentEditError) => staffJson(err.status, { ...err.detail, error: err.message, ...(err.fields ? { fields: err.fields } : {}) });

/**
 * A content editor's API route (src/app/api/staff/content/…): the staff session and same-origin check of
 * `staffRoute` with its permission, a JSON body, and a refusal from the model as JSON `{ error, fields }` with its status (409, 422…).
 */
export function contentRoute(permission: Permission, handler: (body: Record<string, unknown>, staff: Staff, id: string) => Promise<Response>) {
  return staffRoute<Context>(permission, async (request, staff, { params }) => {
    if (!isJson(request)) throw new SubmissionError(400, 'Expected application/json');
    const body = await readJsonObject(request, MAX_ITEM_BYTES);
    try {
      return await handler(body, staff, (await params).id);
    } catch (err) {
      if (err instanceof ContentEditError) return refusal(err);
      throw err;
    }
  });
}

/** As contentRoute, for an action that takes no body (DELETE /api/staff/content/media/{id}). */
export function contentActionRoute(permission: Permission, handler: (staff: Staff, id: string) => Promise<Response>) {
  return staffRoute<Context>(permission, async (_request, staff, { params }) => {
    try {
      return await handler(staff, (await params).id);
    } catch (err) {
      if (err instanceof ContentEditError) return refusal(err);
      throw err;
    }
  });
}

/** As contentRoute, for a route with no item in its address (/api/staff/content/redirects). */
export function contentBodyRoute(permission: Permission, handler: (body: Record<string, unknown>, staff: Staff) => Promise<Response>) {
  return staffRoute(permission, async (request, staff) => {
    if (!isJson(request)) throw new SubmissionError(400, 'Expected application/json');
    const body = await readJsonObject(request, MAX_ITEM_BYTES);
    try {
      return await handler(body, staff);
    } catch (err) {
      if (err instanceof ContentEditError) return refusal(err);
      throw err;
    }
  });
}

/**
 * Marks the published paths stale in this process's Next cache at once (the instance that published; every
 * instance's watcher does the same within seconds: src/server/content/watch.ts), as ./sync.ts reads the paths.
 */
export function revalidatePublished(paths: string[]): void {
  try {
    revalidatePaths(paths);
  } catch {
    // outside a request scope (never in a route handler); the watcher covers it
  }
}

/** A body's version id: a positive integer, null, or (absent) undefined. */
export function versionIdOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new ContentEditError(400, 'baseVersionId must be a version id');
}
