// `npm start`: builds the production site when no build exists, or when the build was made with other
// build-time settings than this start is given (SITE_URL, MEDIA_BASE_URL: scripts/build/lib/build-settings.mjs), then
// serves it on PORT (default 3000) with scripts/serve/server.mjs, in this same process.
import { spawnSync } from 'node:child_process';
import { buildSettings, builtSettings, rebuildReason } from '../build/lib/build-settings.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reason = rebuildReason(builtSettings(), buildSettings());
if (reason) {
  console.log(`Building the production site first (npm run build): ${reason}…`);
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./server.mjs');
