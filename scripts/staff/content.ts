/**
 * The site's content as files (src/server/content/files.ts says the format). Same DATA_DIR / DATABASE_URL
 * as the server, and it works while the site runs (the embedded database through its socket):
 *
 *   npm run content -- export DIR              every published item as DIR/<kind>/<key>.json, the media files they
 *                                              refer to under DIR/media/ (uploads: every file of each under
 *                                              DIR/media/u/<sha256>/, their rows in the manifest), and
 *                                              DIR/manifest.json (DIR new or empty)
 *   npm run content -- import DIR [--publish] [--delete-missing]
 *                                              every file checked first (its kind's schema, its key, the rules across
 *                                              items, each media file's SHA-256), then all written in one transaction
 *                                              as new drafts (published with --publish), uploads stored through
 *                                              STORAGE's store; items added since the export are created. With
 *                                              --delete-missing, the case studies, expertise pages and roles once
 *                                              published that the export does not have are deleted (a published page's address then
 *                                              redirects to its listing). Any problem writes nothing: `file: field: message`.
 */
import path from 'node:path';
import { terminalSafe } from '../../src/lib/forms/text';
import { ContentFilesError, exportContent, importContent } from '../../src/server/content/files';
import { closeDb, getDb } from '../../src/server/db/client';

process.umask(0o077);
const [command, dir, ...rest] = process.argv.slice(2);

function usage(): never {
  console.error('usage: npm run content -- export DIR | import DIR [--publish] [--delete-missing]');
  process.exit(2);
}

async function main() {
  if (!dir || dir.startsWith('-')) usage();
  const target = path.resolve(dir);
  switch (command) {
    case 'export': {
      if (rest.length) usage();
      const r = await exportContent(await getDb(), target, path.resolve('public'));
      console.log(`Exported ${r.items} item(s) and ${r.media} media file(s) to ${terminalSafe(target)}.`);
      for (const p of r.missingMedia) console.error(`Not in public/, so not exported: ${terminalSafe(p)}`);
      break;
    }
    case 'import': {
      if (rest.some((a) => a !== '--publish' && a !== '--delete-missing')) usage();
      const publish = rest.includes('--publish');
      const r = await importContent(await getDb(), target, { publish, deleteMissing: rest.includes('--delete-missing') });
      if (r.problems.length) {
        for (const p of r.problems) console.error(terminalSafe(`${p.file}: ${p.path}: ${p.message}`));
        console.error(`Nothing was imported: ${r.problems.length} problem(s).`);
        process.exitCode = 1;
        return;
      }
      console.log(`Imported ${r.items} item(s) as ${publish ? 'published versions' : 'drafts'}.`);
      if (r.deleted.length) console.log(`Deleted ${r.deleted.length} item(s) the export does not have: ${terminalSafe(r.deleted.join(', '))}.`);
      break;
    }
    default:
      usage();
  }
}

main()
  .catch((err) => {
    console.error(err instanceof ContentFilesError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
