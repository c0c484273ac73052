/**
 * The one zod import for code that may run in the browser. Zod probes `new Function` for a faster
 * parser; the site's Content-Security-Policy forbids eval, so it is told never to try.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
