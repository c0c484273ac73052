import { openEmbedded } from './staff-helpers';
import { submissionSuite } from './suite';

submissionSuite({
  label: 'embedded PostgreSQL',
  env: async () => ({}),
  rows: async (dataDir) => {
    const db = await openEmbedded(dataDir);
    try {
      const submissions = (await db.query<{ id: string; kind: string; fields: Record<string, string> }>('SELECT id, kind, fields FROM submissions')).rows;
      const files = (await db.query<never>('SELECT * FROM submission_files')).rows;
      const outbox = (await db.query<never>("SELECT submission_id, kind, sent_at, attempts, payload->>'to' AS recipient FROM outbox")).rows;
      return { submissions, files, outbox };
    } finally {
      await db.close();
    }
  },
});
