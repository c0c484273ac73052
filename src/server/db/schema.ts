import type { Role } from '@/lib/staff/roles';
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of the tables created by ./migrations.ts (keep the two in step). */

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  /** 'application' | 'enquiry' | 'pricing' */
  kind: text('kind').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  clientAddress: text('client_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'new' | 'in_review' | 'replied' | 'archived' (src/lib/staff/status.ts) */
  status: text('status').notNull().default('new'),
  /** Every string of the fields and the files' names, for the inbox's full-text search (set when stored). */
  search: tsvector('search'),
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
    /** Which store holds the bytes: 'disk' (DATA_DIR/uploads) or 'postgres' (stored_file_chunks). */
    storedIn: text('stored_in').$type<'disk' | 'postgres'>().notNull().default('disk'),
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

// ---------------------------------------------------------------- staff (Better Auth's tables, by its model names)

export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** 'owner' | 'editor' | 'writer' | 'inbox' (src/lib/staff/roles.ts); no default: every new account names its role. */
  role: text('role').$type<Role>().notNull(),
  /** An Owner invited from the web works only once two-factor is on (until then: the account page alone). */
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** When its standing access was last ended (sign out everywhere, a reset…): a schedule planted before never runs. */
  accessEndedAt: at('access_ended_at'),
});

export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: at('access_token_expires_at'),
  refreshTokenExpiresAt: at('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const staffVerifications = pgTable('staff_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const staffTwoFactors = pgTable('staff_two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  verified: boolean('verified').default(true),
  failedVerificationCount: integer('failed_verification_count').default(0),
  lockedUntil: at('locked_until'),
});

export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  at: at('at').notNull().defaultNow(),
});

/** An invitation by e-mail: the link's token is kept only as its SHA-256; it works once, until it expires. */
export const staffInvitations = pgTable('staff_invitations', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  role: text('role').$type<Role>().notNull(),
  invitedBy: text('invited_by'),
  invitedByEmail: text('invited_by_email'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  cancelledAt: at('cancelled_at'),
});

/** Settings the instances share, e.g. the session-signing secret when AUTH_SECRET is not given. */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- the inbox

export const submissionReads = pgTable(
  'submission_reads',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.submissionId] })],
);

export const submissionNotes = pgTable('submission_notes', {
  id: uuid('id').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  authorEmail: text('author_email').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Who did what and when; never a submission's own words, so it outlives an erasure without personal data. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: at('at').notNull().defaultNow(),
  staffId: text('staff_id'),
  staffEmail: text('staff_email'),
  action: text('action').notNull(),
  submissionId: uuid('submission_id'),
  /** The content item acted on, for an item's history. */
  itemId: uuid('item_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});

// ---------------------------------------------------------------- content (docs/content-editing-design.md 3.1)

/** One editable item: a collection's entry (key: its slug) or a singleton (key: its kind). src/lib/content/kinds.ts. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Order within the kind (the grid, Up Next, the lists). */
    position: integer('position').notNull().default(0),
    /** The version visitors see (content_versions.id), none while unpublished. */
    publishedVersionId: bigint('published_version_id', { mode: 'number' }),
    /** The version being edited, when it is not the published one. */
    draftVersionId: bigint('draft_version_id', { mode: 'number' }),
    status: text('status').$type<'draft' | 'published' | 'unpublished'>().notNull().default('draft'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Whose the draft is (a staff id; null for a draft from before drafts had owners, or an import): theirs until published or taken over. */
    draftOwnerId: text('draft_owner_id'),
    draftOwnerName: text('draft_owner_name'),
  },
  (t) => [unique('content_items_kind_key_key').on(t.kind, t.key)],
);

/** Every saved state of an item, never rewritten: `data` is exactly the zod input of its kind's schema. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
    createdByEmail: text('created_by_email'),
    note: text('note'),
    source: text('source').$type<'seed' | 'edit' | 'autosave' | 'restore' | 'import' | 'schedule' | 'kept' | 'revert'>().notNull(),
    restoredFrom: bigint('restored_from', { mode: 'number' }),
  },
  (t) => [index('content_versions_item_idx').on(t.itemId, t.id)],
);

/** One row: the published content's version (bumped by every publish) and the fingerprint of the seed it began as. */
export const contentState = pgTable('content_state', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  seedFingerprint: text('seed_fingerprint').notNull(),
  changedAt: at('changed_at').notNull().defaultNow(),
});

/** What each publish touched (content_state.version it made): every instance's watcher forgets these paths. */
export const contentChanges = pgTable('content_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  at: at('at').notNull().defaultNow(),
  /** Public paths whose pages changed; '*' for every page (site settings, navigation). */
  paths: text('paths').array().notNull(),
  items: uuid('items').array().notNull().default([]),
});

/** An old address answered with a redirect (a changed slug), editable by staff. */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  status: integer('status').notNull().default(308),
  itemId: uuid('item_id').references(() => contentItems.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  createdByEmail: text('created_by_email'),
});

/** A publish or unpublish set for a date and time; the watcher claims due rows. */
export const contentSchedule = pgTable(
  'content_schedule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    versionId: bigint('version_id', { mode: 'number' }).references(() => contentVersions.id),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    dueAt: at('due_at').notNull(),
    createdBy: text('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: at('created_at').notNull().defaultNow(),
    claimedAt: at('claimed_at'),
    doneAt: at('done_at'),
    cancelledAt: at('cancelled_at'),
    /** Why a due row did not publish (refused by the rules at that moment): done_at is set too. */
    failure: text('failure'),
    /** The id (not the token) of the staff session that planted it. */
    createdSession: text('created_session'),
    /** Who cancelled it (null: the site itself) and why, in words, when it was not by hand in the editor. */
    cancelledByEmail: text('cancelled_by_email'),
    cancelledReason: text('cancelled_reason'),
  },
  (t) => [index('content_schedule_due_idx').on(t.dueAt), index('content_schedule_author_idx').on(t.createdBy)],
);

/** An uploaded image or video (docs/content-editing-design.md 3.7): its bytes are in the media store by SHA-256. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    sha256: text('sha256').notNull(),
    storedIn: text('stored_in').$type<'disk' | 'postgres'>().notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    alt: text('alt').notNull(),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    state: text('state').$type<'ready' | 'processing' | 'failed'>().notNull(),
    failure: text('failure'),
    /** The files made from the original: image widths (`480.webp`…), or a video's ladder rungs (`720p`…). */
    renditions: jsonb('renditions').$type<string[]>().notNull().default([]),
    poster: text('poster'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
    createdByEmail: text('created_by_email'),
    readyAt: at('ready_at'),
  },
  (t) => [index('media_assets_sha_idx').on(t.sha256), index('media_assets_created_idx').on(t.createdAt)],
);

/** A video's HLS ladder to make: claimed with a lease, one at a time per machine (src/server/media/jobs.ts). */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    host: text('host'),
    leaseUntil: at('lease_until'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('media_jobs_waiting_idx').on(t.id)],
);

// ---------------------------------------------------------------- a team editing together

/** Who has an item open in the editor: one row per item, kept alive by the editor's heartbeat (src/server/content/lock.ts). */
export const contentLocks = pgTable('content_locks', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  since: at('since').notNull().defaultNow(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

/** A writer's request that an editor review and publish a version; at most one open (no outcome) per item. */
export const contentReviews = pgTable('content_reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemId: uuid('item_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  versionId: bigint('version_id', { mode: 'number' }).notNull(),
  requestedBy: text('requested_by').notNull(),
  requestedByName: text('requested_by_name').notNull(),
  note: text('note').notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  outcome: text('outcome').$type<'published' | 'sent-back' | 'withdrawn'>(),
  decidedBy: text('decided_by'),
  decidedByName: text('decided_by_name'),
  comment: text('comment'),
  decidedAt: at('decided_at'),
});

/** What a staff member is told in the staff pages (a colleague took over their draft, a review's outcome). */
export const staffNotices = pgTable('staff_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: text('staff_id').notNull(),
  itemId: uuid('item_id').references(() => contentItems.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  href: text('href').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  readAt: at('read_at'),
});
