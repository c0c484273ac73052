import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The engine journeys (e2e/engines/*.journey.ts) in one engine, ENGINE (firefox, webkit or chromium), against the
 * server at ENGINES_BASE_URL: scripts/test/engines.mjs starts the production server once and runs this config for
 * each engine.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    name: process.env.ENGINE,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['e2e/engines/**/*.journey.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file drives one browser; two at a time per engine on a small machine.
    maxWorkers: Number(process.env.ENGINE_WORKERS ?? 2),
    testTimeout: 120_000,
    hookTimeout: 90_000,
    retry: 0,
    allowOnly: false,
  },
});
