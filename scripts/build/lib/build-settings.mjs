// The settings a build bakes into its pages: SITE_URL (canonical links, Open Graph, robots.txt, the sitemap),
// MEDIA_BASE_URL (image addresses), API_BASE_URL (where the forms post) and RETENTION_DAYS (the period the privacy page
// states). `npm run build` records them beside the build; `npm start` compares them with
// its own environment and rebuilds when they differ, so a setting given at start is never ignored.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { inDist } from './dist-dir.mjs';

const DEFAULTS = { SITE_URL: 'http://localhost:3000', MEDIA_BASE_URL: '', API_BASE_URL: '', RETENTION_DAYS: '365' };

/** The build-time settings of an environment, normalised (defaults filled in, no trailing slash). */
export function buildSettings(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULTS).map(([name, fallback]) => [name, (env[name] || fallback).replace(/\/+$/, '')]),
  );
}

const FILE = 'build-settings.json';

/** What the build in the build folder was made with, or null (no build, or one from before this record). */
export function builtSettings() {
  const file = inDist(FILE);
  if (!existsSync(inDist('BUILD_ID')) || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function recordBuildSettings(env = process.env) {
  writeFileSync(inDist(FILE), JSON.stringify(buildSettings(env), null, 2));
}

/**
 * Why the build cannot serve this environment as it is (a sentence for the log), or null when it can.
 * @param {Record<string, string> | null} built @param {Record<string, string>} wanted
 */
export function rebuildReason(built, wanted) {
  if (!built) return 'no production build found';
  for (const [name, value] of Object.entries(wanted)) {
    // A setting the build did not record yet (it predates the setting) was its default.
    if ((built[name] ?? DEFAULTS[/** @type {keyof typeof DEFAULTS} */ (name)]) !== value) return `${name} is ${JSON.stringify(value)} but the build was made with ${JSON.stringify(built[name] ?? '')}`;
  }
  return null;
}
