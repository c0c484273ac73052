import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Drizzle's view of the tables created by ./migrations.ts (keep the two in step). */

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  /** 'application' | 'enquiry' | 'pricing' */
  kind: text('kind').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  clientAddress: text('client_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const submissionFiles = pgTable(
  'submission_files',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The sender's file name, sanitized; shown to staff, never used as a path. */
    displayName: text('display_name').notNull(),
    /** Detected from the bytes, not from what the browser claimed. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Path relative to the uploads folder: `<submission id>/<file id>`. */
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('submission_files_submission_idx').on(t.submissionId)],
);

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  submissionId: uuid('submission_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_address_at_idx').on(t.address, t.at)],
);
