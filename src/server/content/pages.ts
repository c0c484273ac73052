import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages the build made, as addresses (its prerender-manifest.json): what '*' and '/work/*' stand for when the
 * content watcher warms pages, and the fixed pages a redirect may not hide. Empty without a build (next dev).
 */
export function builtPages(): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8')) as {
      routes?: Record<string, { routeType?: string }>;
    };
    return Object.entries(manifest.routes ?? {})
      .filter(([route, r]) => r.routeType === 'page' && !route.startsWith('/_') && !route.includes('(') && !route.startsWith('/audit'))
      .map(([route]) => route);
  } catch {
    return [];
  }
}
