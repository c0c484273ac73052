// Runs before `next build` (package.json "build"): makes sure every video and image the content references
// exists under public/media. The committed media cover what the content referenced when they were made; any
// newer reference (a new image path, a new clip name) is generated here, so a fresh checkout, `npm start`
// and CI always serve working media. Fast when nothing is missing (it only scans and checks files).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'media', 'media.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
