// `npm run shots`: full-page PNGs of every route at 390 and 1440 px into shots/ (git-ignored).
// Starts the production build on a free 127.0.0.1 port (building first when none exists) unless BASE_URL
// points at a running site, then stops the server it started.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const { ROUTES, UNKNOWN_ROUTE, VIEWPORTS } = await tsImport('../../e2e/routes.ts', import.meta.url);
const OUT = path.resolve('shots');

/** @type {import('../lib/production-server.mjs').ProductionServer | undefined} */
let server;
let baseURL = process.env.BASE_URL?.replace(/\/$/, '');
// Stopped by a signal, exit: the server started below goes with this process (scripts/lib/production-server.mjs).
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

try {
  if (!baseURL) {
    // Through `npm start`'s own step, which builds first when there is no build (or one made with other settings).
    server = await startProductionServer({
      entry: 'scripts/serve/start.mjs',
      startMs: 180_000,
      echo: 'all',
    });
    baseURL = server.url;
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
  await server?.stop();
}
