// `npm start`: builds the production site when no build exists, or when the build was made with other
// build-time settings than this start is given (SITE_URL, MEDIA_BASE_URL: scripts/build/lib/build-settings.mjs), then
// serves it on PORT (default 3000) with scripts/serve/server.mjs, in this same process (Next
// on a thread of its own: next-thread.mjs).
// Several instances started at once on one checkout (systemd starting driftline@3000 and @3001) build once: the
// first takes the build lock (`.next.build-lock` beside the build folder, holding its pid: build-lock.mjs), the others
// wait for it to finish and then look again; a lock whose process has died is taken over.
import { spawnSync } from 'node:child_process';
import { buildSettings, builtSettings, rebuildReason } from '../build/lib/build-settings.mjs';
import { distDir } from '../build/lib/dist-dir.mjs';
import { buildLockHolder, releaseBuildLock, takeBuildLock } from './build-lock.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const lockFile = `${distDir().replace(/\/+$/, '')}.build-lock`;

let told = false;
for (;;) {
  const reason = rebuildReason(builtSettings(), buildSettings());
  if (!reason) break;
  if (takeBuildLock(lockFile)) {
    try {
      // Looked at again under the lock: another instance may have just finished the same build.
      const still = rebuildReason(builtSettings(), buildSettings());
      if (still) {
        console.log(`Building the production site first (npm run build): ${still}…`);
        const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
        if (build.status !== 0) process.exit(build.status ?? 1);
      }
    } finally {
      releaseBuildLock(lockFile);
    }
    break;
  }
  const pid = buildLockHolder(lockFile);
  if (pid === 'free') {
    releaseBuildLock(lockFile); // left by a build that died
    continue;
  }
  if (!told) console.log(`Another npm start (pid ${pid === 'held' ? '?' : pid}) is building the site; waiting for it to finish…`);
  told = true;
  await new Promise((r) => setTimeout(r, 1000));
}

await import('./server.mjs');
