import path from 'node:path';
import { submissionSuite } from './suite';

submissionSuite({
  label: 'PGlite',
  env: async () => ({}),
  rows: async (dataDir) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
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
