import '@testing-library/jest-dom/vitest';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';

// Without Vitest globals Testing Library cannot register its own cleanup: unmount after each DOM test.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

// Every temporary folder a test file makes (servers' data folders with their embedded database, about 170 MB each,
// backups, exports, nginx's folders) goes in one folder of the file's own, removed when the file ends: a run leaves
// nothing behind. os.tmpdir() reads TMPDIR at each call, and the servers a file starts inherit it. The folder is
// 0711, so that the embedded PostgreSQL's unprivileged user (when the tests run as root) can reach its data in it.
// After-hooks run last-registered first, so this runs after the file's own hooks have stopped its servers.
// A worker may run several files: each makes its folder beside the first one's, never inside a removed one. The name
// is short: the embedded database's socket path, deeper inside, may have at most 107 bytes.
process.env.VITEST_BASE_TMPDIR ||= os.tmpdir();
const fileTmp = mkdtempSync(path.join(process.env.VITEST_BASE_TMPDIR, 'vt-'));
chmodSync(fileTmp, 0o711);
process.env.TMPDIR = fileTmp;
// Removing a few database folders takes seconds on a busy machine: more than a hook's default 10 s.
afterAll(() => rmSync(fileTmp, { recursive: true, force: true, maxRetries: 3 }), 120_000);
