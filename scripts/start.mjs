// `npm start`: builds the production site when no build exists, then serves it on PORT (default 3000)
// with scripts/server.mjs (Next's handler behind brotli compression), in this same process.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building first (npm run build)…');
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./server.mjs');
