/**
 * The schema, as plain SQL that PGlite and PostgreSQL 15 both run. Append new migrations; never edit an
 * applied one. Applied in order on start (see ./client.ts), each in its own transaction, under an advisory
 * lock so two instances starting together do not race.
 */
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
];
