// `npm run shots`: full-page PNGs of every route at 390 and 1440 px into shots/ (git-ignored).
// Starts the production build on a free 127.0.0.1 port (building first when none exists) unless BASE_URL
// points at a running site, then stops the server it started.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const { ROUTES, UNKNOWN_ROUTE, VIEWPORTS } = await tsImport('../../e2e/routes.ts', import.meta.url);
const OUT = path.resolve('shots');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, server, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

let server;
let baseURL = process.env.BASE_URL?.replace(/\/$/, '');
const stop = () => {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // the whole group: the server, and the build start.mjs may be running
    } catch {
      /* already gone */
    }
  }
};
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));

try {
  if (!baseURL) {
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve/start.mjs'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shots-data-')) },
    });
    await waitFor(`${baseURL}/`, server);
  }

  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const route of [...ROUTES, UNKNOWN_ROUTE]) {
        await page.goto(baseURL + route, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        // Bring lazy images and in-view animations in, then return to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 80));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(300);
        const name = (route === '/' ? 'home' : route.slice(1).replace(/\//g, '__')) + `-${viewport.width}.png`;
        await page.screenshot({ path: path.join(OUT, name), fullPage: true });
        console.log(`shots/${name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
