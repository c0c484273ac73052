import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Route = { routeType?: string };

/** The build's prerendered routes (its prerender-manifest.json), by address; none without a build (next dev). */
function builtRoutes(): [string, Route][] {
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8')) as {
      routes?: Record<string, Route>;
    };
    return Object.entries(manifest.routes ?? {}).filter(([route]) => !route.startsWith('/_') && !route.includes('(') && !route.startsWith('/audit'));
  } catch {
    return [];
  }
}

/**
 * The pages the build made, as addresses: what '*' and '/work/*' stand for when the content watcher warms pages.
 * Empty without a build (next dev).
 */
export function builtPages(): string[] {
  return builtRoutes()
    .filter(([, r]) => r.routeType === 'page')
    .map(([route]) => route);
}

/**
 * Every address the build answers, pages and route handlers (/robots.txt, /sitemap.xml, a page's Open Graph image),
 * and the files at the top of public/ (/favicon.ico): the fixed addresses a redirect may not hide.
 */
export function builtAddresses(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(process.cwd(), 'public'), { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${e.name}`);
  } catch {
    files = [];
  }
  return [...builtRoutes().filter(([, r]) => r.routeType === 'page' || r.routeType === 'route').map(([route]) => route), ...files];
}
