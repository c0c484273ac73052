import 'server-only';
/**
 * Submissions: the one way anything a visitor sends is kept.
 *
 * Entry points (other routes reuse these; they return a ready Response):
 *
 *   handleMultipartSubmission(request, { kind, schema, requireFiles })
 *     POST /api/submit (kind 'application') and POST /api/contact (kind 'enquiry'): origin check (403),
 *     rate limit (429 + Retry-After), busboy streaming with count/size/total/type checks (400/413/415),
 *     honeypot, zod fields (422 `{ error, fields }`), then acceptSubmission → 201 `{ id }`.
 *
 *   handleJsonSubmission(request, { kind, schema })
 *     For JSON bodies, e.g. the pricing request:
 *       // src/app/api/pricing/route.ts
 *       export const runtime = 'nodejs';
 *       export const dynamic = 'force-dynamic';
 *       export const POST = (req: Request) => handleJsonSubmission(req, { kind: 'pricing', schema: pricingRequestSchema });
 *     Same origin check, rate limit, honeypot (`website` key) and 422 shape; body capped at 64 KB (413);
 *     non-JSON is 400. The staff e-mail lists every field (nested values as JSON).
 *
 *   acceptSubmission({ kind, fields, files, clientAddress })
 *     The storage step alone, for callers that did their own parsing and validation: ONE transaction
 *     inserts the submission row, its file rows and the outbox rows for the e-mails, and puts the received
 *     files (from their temp folder) into the file store (src/server/storage: the disk, or PostgreSQL rows in
 *     the same transaction) before committing; on any failure nothing is stored. Returns `{ id }`.
 *
 * Every refusal is JSON `{ error, fields? }`; no partial state is ever left behind.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { firstErrors } from '@/lib/forms/schemas';
import { FILE_REQUIRED_MESSAGE, HONEYPOT_FIELD, MAX_REQUEST_BYTES, TOTAL_TOO_LARGE_MESSAGE } from '@/lib/forms/limits.mjs';
import { readSite } from '../content/read';
import { getDb } from '../db/client';
import { outbox, submissionFiles, submissions } from '../db/schema';
import { acknowledgementMessage, firstAcknowledgementToday } from '../mail/acknowledgement';
import { staffMessage } from '../mail/staff-message';
import { kickOutbox } from '../mail/outbox';
import { takeRateLimit } from '../rate-limit';
import { discardRest } from '../http/discard-rest.mjs';
import { addressBucket, assertSameOrigin, bodyStream, clientAddress } from '../request';
import { ensureStarted } from '../startup';
import { configuredStore, discardFiles, newWorkDir, removeDir, storageKey, storeFiles } from '../storage';
import { isJson, readJsonObject } from '../http/json';
import { SubmissionError } from './errors';
import { parseMultipart, type ReceivedFile } from './multipart';
import { log } from '../ops/log.mjs';
import { metrics } from '../ops/metrics.mjs';

export type { ReceivedFile } from './multipart';

export type SubmissionKind = 'application' | 'enquiry' | 'pricing';

export async function acceptSubmission(input: {
  kind: SubmissionKind;
  fields: Record<string, unknown>;
  files?: ReceivedFile[];
  clientAddress: string | null;
}): Promise<{ id: string }> {
  await ensureStarted();
  const db = await getDb();
  // The site's published name and e-mail, for the staff e-mail and the acknowledgement.
  const site = await readSite();
  const id = randomUUID();
  const files = input.files ?? [];
  const createdAt = new Date();
  const store = configuredStore();
  let stored = false;
  try {
    await db.transaction(async (tx) => {
      const fileNames = files.map((f) => f.displayName).join(' ');
      await tx.insert(submissions).values({
        id,
        kind: input.kind,
        fields: input.fields,
        clientAddress: input.clientAddress,
        createdAt,
        // Every string of the fields (nested ones too) and the files' names: what the staff inbox searches.
        search: sql`jsonb_to_tsvector('simple', ${JSON.stringify(input.fields)}::jsonb, '["string"]') || to_tsvector('simple', ${fileNames})`,
      });
      const keys = files.map((f) => storageKey(id, f.id));
      if (files.length) {
        await tx.insert(submissionFiles).values(
          files.map((f, i) => ({
            id: f.id,
            submissionId: id,
            position: i,
            displayName: f.displayName,
            mimeType: f.mimeType,
            sizeBytes: f.sizeBytes,
            sha256: f.sha256,
            storageKey: keys[i],
            storedIn: store.name,
          })),
        );
      }
      const mail = staffMessage({
        submissionId: id,
        kind: input.kind,
        fields: input.fields,
        files: files.map((f, i) => ({ ...f, storageKey: keys[i] })),
        createdAt,
      }, site);
      await tx.insert(outbox).values({ kind: 'staff-notification', submissionId: id, payload: { ...mail, replyTo: mail.replyTo ?? '' } });
      // The sender's acknowledgement, through the same outbox: sent once, retried until it is (unless turned off),
      // and to one address once a day at most.
      const ack = acknowledgementMessage({ kind: input.kind, fields: input.fields }, site);
      if (ack && (await firstAcknowledgementToday(tx, ack.to))) await tx.insert(outbox).values({ kind: 'acknowledgement', submissionId: id, payload: { ...ack, replyTo: ack.replyTo ?? '' } });
      // Last step before COMMIT: the files join the store (with STORAGE=postgres, as rows of this same
      // transaction). If this throws, the transaction rolls back.
      if (files.length) {
        stored = true;
        await storeFiles(tx, store, id, files);
      }
    });
  } catch (err) {
    if (stored) await discardFiles(id);
    throw err;
  }
  const bytes = files.reduce((sum, f) => sum + f.sizeBytes, 0);
  metrics.submissionsStored.inc({ kind: input.kind });
  metrics.uploadBytes.inc(bytes);
  log.info({ event: 'submission-stored', kind: input.kind, submission: id, files: files.length, bytes }, 'submission stored');
  kickOutbox();
  return { id };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Why a submission was refused, in the site's words (never the sender's): for the log and the metrics. */
const REFUSAL_REASONS: Record<number, string> = {
  400: 'malformed',
  403: 'cross-site',
  413: 'too-large',
  415: 'file-type',
  422: 'invalid-fields',
  429: 'rate-limited',
};

function refusal(err: unknown, kind: SubmissionKind, request: Request): Response {
  const reqId = request.headers.get('x-request-id') ?? undefined;
  if (err instanceof SubmissionError) {
    const reason = REFUSAL_REASONS[err.status] ?? `status-${err.status}`;
    metrics.submissionsRefused.inc({ reason });
    // The names of the fields that failed, never their values or messages.
    log.info({ event: 'submission-refused', kind, reason, status: err.status, fields: err.fields ? Object.keys(err.fields) : undefined, reqId }, 'submission refused');
    return json(err.status, err.fields ? { error: err.message, fields: err.fields } : { error: err.message }, err.headers ?? {});
  }
  metrics.submissionsRefused.inc({ reason: 'error' });
  log.error({ event: 'submission-refused', kind, reason: 'error', err, reqId }, 'submission failed');
  return json(500, { error: 'Something went wrong; nothing was stored. Please try again.' });
}


/** Origin check and rate limit; returns the client's address (null when unknown). */
async function gate(request: Request): Promise<string | null> {
  assertSameOrigin(request);
  await ensureStarted();
  const address = clientAddress(request);
  const retryAfter = await takeRateLimit(await getDb(), addressBucket(address));
  if (retryAfter !== null) {
    throw new SubmissionError(429, 'Too many submissions from your address; please try again later', undefined, {
      'retry-after': String(retryAfter),
    });
  }
  return address;
}

export async function handleMultipartSubmission(
  request: Request,
  opts: { kind: SubmissionKind; schema: z.ZodMiniType<Record<string, unknown>>; requireFiles: boolean },
): Promise<Response> {
  let workDir: string | null = null;
  let bodyRead = false;
  try {
    const address = await gate(request);
    const length = Number(request.headers.get('content-length'));
    if (Number.isFinite(length) && length > MAX_REQUEST_BYTES) {
      throw new SubmissionError(413, TOTAL_TOO_LARGE_MESSAGE, { upload: TOTAL_TOO_LARGE_MESSAGE });
    }
    workDir = await newWorkDir();
    // parseMultipart reads the body to its end, or drops the rest itself when it refuses.
    bodyRead = true;
    const { fields, files } = await parseMultipart(request.body, request.headers.get('content-type'), workDir);

    if (fields[HONEYPOT_FIELD]) {
      // A bot: answer like a success, keep nothing.
      return json(201, { id: randomUUID() });
    }
    const parsed = opts.schema.safeParse(fields);
    const errors = parsed.success ? {} : firstErrors(parsed.error);
    if (opts.requireFiles && files.length === 0) errors.upload = FILE_REQUIRED_MESSAGE;
    if (!parsed.success || Object.keys(errors).length) {
      throw new SubmissionError(422, 'Some fields need another look', errors);
    }
    const { id } = await acceptSubmission({ kind: opts.kind, fields: parsed.data, files, clientAddress: address });
    return json(201, { id });
  } catch (err) {
    if (!bodyRead) dropBody(request);
    return refusal(err, opts.kind, request);
  } finally {
    if (workDir) await removeDir(workDir);
  }
}

/** A refusal before the body was touched: drop what the client is still sending (see discardRest). */
function dropBody(request: Request): void {
  const source = bodyStream(request);
  if (source) discardRest(source);
}

const MAX_JSON_BYTES = 64 * 1024;

export async function handleJsonSubmission(
  request: Request,
  opts: { kind: SubmissionKind; schema: z.ZodMiniType<Record<string, unknown>> },
): Promise<Response> {
  let bodyRead = false;
  try {
    const address = await gate(request);
    if (!isJson(request)) throw new SubmissionError(400, 'Expected application/json');
    bodyRead = true;
    const body = await readJsonObject(request, MAX_JSON_BYTES);
    if (body[HONEYPOT_FIELD]) return json(201, { id: randomUUID() });
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) throw new SubmissionError(422, 'Some fields need another look', firstErrors(parsed.error));
    const { id } = await acceptSubmission({ kind: opts.kind, fields: parsed.data, clientAddress: address });
    return json(201, { id });
  } catch (err) {
    if (!bodyRead) dropBody(request);
    return refusal(err, opts.kind, request);
  }
}

