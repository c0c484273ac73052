import pg from 'pg';
import { startPostgres, type Cluster } from '../../scripts/lib/postgres.mjs';
import { submissionSuite } from './suite';

let cluster: Cluster | undefined;

submissionSuite({
  label: 'PostgreSQL',
  env: async () => {
    cluster = await startPostgres();
    return { DATABASE_URL: cluster.url };
  },
  rows: async () => {
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    try {
      const submissions = (await client.query('SELECT id, kind, fields FROM submissions')).rows;
      const files = (await client.query('SELECT * FROM submission_files')).rows;
      const outbox = (await client.query("SELECT submission_id, kind, sent_at, attempts, payload->>'to' AS recipient FROM outbox")).rows;
      return { submissions, files, outbox };
    } finally {
      await client.end();
    }
  },
  teardown: async () => {
    await cluster?.stop();
  },
});
