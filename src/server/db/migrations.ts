/**
 * The schema, as plain SQL that PGlite and PostgreSQL 15 both run. Append new migrations; never edit an
 * applied one. Applied in order on start (see ./client.ts), each in its own transaction, under an advisory
 * lock so two instances starting together do not race.
 */
/** Migration 13: the kinds that took their page's words from the 'pages' item, and the key they had there. */
const MOVED_PAGES = [
  ['home', 'home'],
  ['about', 'about'],
  ['process', 'ourProcess'],
  ['privacy', 'privacy'],
  ['pricing', 'plansAndPricing'],
] as const;
/** Migration 13: the published data of the 'pages' item. */
const LIVE_PAGES = `SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'pages'`;

export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'submissions, files, outbox, rate limit',
    sql: `
      CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        fields jsonb NOT NULL,
        client_address text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX submissions_created_idx ON submissions (created_at);
      CREATE TABLE submission_files (
        id uuid PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        position integer NOT NULL,
        display_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes bigint NOT NULL,
        sha256 text NOT NULL,
        storage_key text NOT NULL
      );
      CREATE INDEX submission_files_submission_idx ON submission_files (submission_id);
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        submission_id uuid,
        payload jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL;
      CREATE TABLE rate_limit_hits (
        id bigserial PRIMARY KEY,
        address text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX rate_limit_hits_address_at_idx ON rate_limit_hits (address, at);
    `,
  },
  {
    version: 2,
    name: 'staff: accounts and sessions, inbox status, search, reads, notes, audit log',
    sql: `
      CREATE TABLE staff_users (
        id text PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL UNIQUE,
        email_verified boolean NOT NULL DEFAULT false,
        image text,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE staff_sessions (
        id text PRIMARY KEY,
        token text NOT NULL UNIQUE,
        user_id text NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id);
      CREATE TABLE staff_accounts (
        id text PRIMARY KEY,
        account_id text NOT NULL,
        provider_id text NOT NULL,
        user_id text NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        access_token text,
        refresh_token text,
        id_token text,
        access_token_expires_at timestamptz,
        refresh_token_expires_at timestamptz,
        scope text,
        password text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_accounts_user_idx ON staff_accounts (user_id);
      CREATE TABLE staff_verifications (
        id text PRIMARY KEY,
        identifier text NOT NULL,
        value text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_verifications_identifier_idx ON staff_verifications (identifier);
      CREATE TABLE staff_two_factors (
        id text PRIMARY KEY,
        secret text NOT NULL,
        backup_codes text NOT NULL,
        user_id text NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        verified boolean DEFAULT true,
        failed_verification_count integer DEFAULT 0,
        locked_until timestamptz
      );
      CREATE INDEX staff_two_factors_user_idx ON staff_two_factors (user_id);
      CREATE TABLE auth_rate_limits (
        id text PRIMARY KEY,
        key text NOT NULL UNIQUE,
        count integer NOT NULL,
        last_request bigint NOT NULL
      );
      CREATE TABLE staff_sign_in_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_sign_in_failures_email_at_idx ON staff_sign_in_failures (email, at);
      CREATE TABLE app_settings (
        name text PRIMARY KEY,
        value text NOT NULL
      );
      ALTER TABLE submissions ADD COLUMN status text NOT NULL DEFAULT 'new';
      ALTER TABLE submissions ADD COLUMN search tsvector;
      UPDATE submissions s SET search =
        jsonb_to_tsvector('simple', s.fields, '["string"]') ||
        to_tsvector('simple', coalesce((SELECT string_agg(f.display_name, ' ') FROM submission_files f WHERE f.submission_id = s.id), ''));
      CREATE INDEX submissions_search_idx ON submissions USING gin (search);
      CREATE INDEX submissions_created_desc_idx ON submissions (created_at DESC, id DESC);
      CREATE TABLE submission_reads (
        submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        staff_id text NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (staff_id, submission_id)
      );
      CREATE TABLE submission_notes (
        id uuid PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        staff_id text REFERENCES staff_users(id) ON DELETE SET NULL,
        author_email text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX submission_notes_submission_idx ON submission_notes (submission_id, created_at);
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        staff_id text,
        staff_email text,
        action text NOT NULL,
        submission_id uuid,
        detail jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX audit_log_submission_idx ON audit_log (submission_id, at);
      CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
      CREATE INDEX outbox_submission_idx ON outbox (submission_id);
    `,
  },
  {
    version: 3,
    name: 'file storage in PostgreSQL: chunked rows, and where each file is',
    sql: `
      ALTER TABLE submission_files ADD COLUMN stored_in text NOT NULL DEFAULT 'disk';
      CREATE TABLE stored_file_chunks (
        file_id uuid NOT NULL REFERENCES submission_files(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (file_id, seq)
      );
      ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
    `,
  },
  {
    version: 4,
    name: 'sign-in attempts counted before they are checked, second-factor attempts and used codes, acknowledgements per recipient',
    sql: `
      CREATE TABLE staff_second_factor_attempts (
        id bigserial PRIMARY KEY,
        user_id text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX staff_second_factor_attempts_user_at_idx ON staff_second_factor_attempts (user_id, at);
      CREATE TABLE staff_used_codes (
        user_id text NOT NULL,
        code_hash text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, code_hash)
      );
      CREATE TABLE acknowledgements_sent (
        recipient_hash text NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (recipient_hash, day)
      );
      DELETE FROM staff_verifications WHERE identifier LIKE 'trust-device-%';
    `,
  },
  {
    version: 5,
    name: 'content in the database: items, their versions, and the published state',
    sql: `
      CREATE TABLE content_items (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        key text NOT NULL,
        position integer NOT NULL DEFAULT 0,
        published_version_id bigint,
        draft_version_id bigint,
        status text NOT NULL DEFAULT 'draft',
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, key)
      );
      CREATE TABLE content_versions (
        id bigserial PRIMARY KEY,
        item_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text,
        created_by_email text,
        note text,
        source text NOT NULL,
        restored_from bigint
      );
      CREATE INDEX content_versions_item_idx ON content_versions (item_id, id);
      ALTER TABLE content_items ADD CONSTRAINT content_items_published_version_fk
        FOREIGN KEY (published_version_id) REFERENCES content_versions(id) DEFERRABLE INITIALLY DEFERRED;
      ALTER TABLE content_items ADD CONSTRAINT content_items_draft_version_fk
        FOREIGN KEY (draft_version_id) REFERENCES content_versions(id) DEFERRABLE INITIALLY DEFERRED;
      CREATE TABLE content_state (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL DEFAULT 0,
        seed_fingerprint text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 6,
    name: 'content changes (what each publish touched, for every instance), redirects, schedule',
    sql: `
      CREATE TABLE content_changes (
        version bigint PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        paths text[] NOT NULL,
        items uuid[] NOT NULL DEFAULT '{}'
      );
      CREATE TABLE content_redirects (
        from_path text PRIMARY KEY,
        to_path text NOT NULL,
        status integer NOT NULL DEFAULT 308,
        item_id uuid REFERENCES content_items(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by_email text
      );
      CREATE TABLE content_schedule (
        id bigserial PRIMARY KEY,
        item_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        version_id bigint REFERENCES content_versions(id),
        action text NOT NULL CHECK (action IN ('publish', 'unpublish')),
        due_at timestamptz NOT NULL,
        created_by text,
        created_by_email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        claimed_at timestamptz,
        done_at timestamptz,
        cancelled_at timestamptz
      );
      CREATE INDEX content_schedule_due_idx ON content_schedule (due_at) WHERE done_at IS NULL AND cancelled_at IS NULL;
      ALTER TABLE audit_log ADD COLUMN item_id uuid;
    `,
  },
  {
    version: 7,
    name: 'uploaded media: assets (images and videos), their files (the PostgreSQL store), transcode jobs',
    sql: `
      CREATE TABLE media_assets (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('image', 'video')),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        stored_in text NOT NULL CHECK (stored_in IN ('disk', 'postgres')),
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes bigint NOT NULL,
        alt text NOT NULL,
        focal_x real NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
        focal_y real NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1),
        width integer NOT NULL,
        height integer NOT NULL,
        duration_ms integer,
        state text NOT NULL CHECK (state IN ('ready', 'processing', 'failed')),
        failure text,
        renditions jsonb NOT NULL DEFAULT '[]',
        poster text,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text,
        created_by_email text,
        ready_at timestamptz
      );
      CREATE INDEX media_assets_sha_idx ON media_assets (sha256);
      CREATE INDEX media_assets_created_idx ON media_assets (created_at DESC);
      CREATE TABLE media_files (
        sha256 text NOT NULL,
        name text NOT NULL,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (sha256, name, seq)
      );
      ALTER TABLE media_files ALTER COLUMN data SET STORAGE EXTERNAL;
      CREATE TABLE media_jobs (
        id bigserial PRIMARY KEY,
        asset_id uuid NOT NULL REFERENCES media_assets(id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        host text,
        lease_until timestamptz,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      );
      CREATE INDEX media_jobs_waiting_idx ON media_jobs (id) WHERE state IN ('queued', 'running');
    `,
  },
  {
    version: 8,
    name: 'a scheduled publish or unpublish that failed keeps its reason',
    sql: `
      ALTER TABLE content_schedule ADD COLUMN failure text;
    `,
  },
  {
    version: 9,
    name: 'a schedule names the session that planted it and why it was cancelled; an account notes when its standing access last ended',
    sql: `
      ALTER TABLE content_schedule ADD COLUMN created_session text;
      ALTER TABLE content_schedule ADD COLUMN cancelled_by_email text;
      ALTER TABLE content_schedule ADD COLUMN cancelled_reason text;
      CREATE INDEX content_schedule_author_idx ON content_schedule (created_by) WHERE done_at IS NULL AND cancelled_at IS NULL;
      ALTER TABLE staff_users ADD COLUMN access_ended_at timestamptz;
    `,
  },
  {
    version: 10,
    name: 'a team edits together: a draft belongs to who wrote it, the lock of an item being edited, reviews, notices to staff',
    sql: `
      ALTER TABLE content_items ADD COLUMN draft_owner_id text;
      ALTER TABLE content_items ADD COLUMN draft_owner_name text;
      CREATE TABLE content_locks (
        item_id uuid PRIMARY KEY REFERENCES content_items(id) ON DELETE CASCADE,
        staff_id text NOT NULL,
        staff_name text NOT NULL,
        since timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE content_reviews (
        id bigserial PRIMARY KEY,
        item_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        version_id bigint NOT NULL REFERENCES content_versions(id),
        requested_by text NOT NULL,
        requested_by_name text NOT NULL,
        note text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        outcome text CHECK (outcome IN ('published', 'sent-back', 'withdrawn')),
        decided_by text,
        decided_by_name text,
        comment text,
        decided_at timestamptz
      );
      CREATE UNIQUE INDEX content_reviews_open_idx ON content_reviews (item_id) WHERE outcome IS NULL;
      CREATE INDEX content_reviews_requested_idx ON content_reviews (requested_by, id DESC);
      CREATE TABLE staff_notices (
        id bigserial PRIMARY KEY,
        staff_id text NOT NULL,
        item_id uuid REFERENCES content_items(id) ON DELETE CASCADE,
        text text NOT NULL,
        href text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      );
      CREATE INDEX staff_notices_staff_idx ON staff_notices (staff_id, id DESC);
    `,
  },
  {
    version: 11,
    name: 'staff roles (existing accounts become owners) and invitations by e-mail',
    sql: `
      ALTER TABLE staff_users ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'writer', 'inbox'));
      ALTER TABLE staff_users ALTER COLUMN role DROP DEFAULT;
      ALTER TABLE staff_users ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false;
      CREATE TABLE staff_invitations (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'editor', 'writer', 'inbox')),
        invited_by text,
        invited_by_email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        cancelled_at timestamptz
      );
      CREATE INDEX staff_invitations_email_idx ON staff_invitations (email);
    `,
  },
  {
    version: 12,
    name: 'sent invitation e-mails keep no working link (the outbox drops it once sent)',
    sql: `
      UPDATE outbox
        SET payload = jsonb_set(payload, '{text}', to_jsonb(regexp_replace(payload->>'text', '/staff/invitation#[A-Za-z0-9_-]+', '/staff/invitation', 'g')))
        WHERE kind = 'staff-invitation' AND sent_at IS NOT NULL;
    `,
  },
  {
    version: 13,
    // Each page's heading, intro, title and description move from the 'pages' item onto that page's own item (its
    // `page`), in every version, taken from what is published: a draft of 'pages' keeps only the pages left in it.
    name: 'each page carries its own heading, intro, title and description',
    sql: [
      ...MOVED_PAGES.map(
        ([kind, key]) => `
      WITH live AS (${LIVE_PAGES})
      UPDATE content_versions v SET data = jsonb_build_object('page', live.data->'${key}') || v.data
        FROM content_items i, live
        WHERE v.item_id = i.id AND i.kind = '${kind}' AND live.data ? '${key}' AND NOT v.data ? 'page';`,
      ),
      `
      WITH live AS (${LIVE_PAGES})
      UPDATE content_versions v
        SET data = jsonb_set(jsonb_set(v.data, '{careers,page}', live.data->'careers'), '{internships,page}', live.data->'internships')
        FROM content_items i, live
        WHERE v.item_id = i.id AND i.kind = 'roles-copy' AND live.data ? 'careers' AND live.data ? 'internships'
          AND jsonb_typeof(v.data->'careers') = 'object' AND jsonb_typeof(v.data->'internships') = 'object'
          AND NOT v.data->'careers' ? 'page';
      UPDATE content_versions v SET data = v.data - ARRAY['home', 'about', 'ourProcess', 'privacy', 'plansAndPricing', 'careers', 'internships']
        FROM content_items i
        WHERE v.item_id = i.id AND i.kind = 'pages';
    `,
    ].join(''),
  },
];
