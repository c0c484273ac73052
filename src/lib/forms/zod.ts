/**
 * The one zod import for code that may run in the browser: zod/mini, the tree-shakable build, re-exported by name
 * so the bundle keeps only the checks the forms use (zod's own `z` namespace would drag in every locale). Content
 * schemas, which never reach the browser, use classic zod directly.
 * - English messages are loaded explicitly (mini ships none), so default messages read as in classic zod.
 * - Zod probes `new Function` for a faster parser; the site's Content-Security-Policy forbids eval, so it is
 *   told never to try.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config({ ...en(), jitless: true });

// Use as `import * as z from '@/lib/forms/zod'`: the namespace holds just these.
export {
  _default,
  array,
  boolean,
  custom,
  extend,
  literal,
  maxLength,
  minLength,
  nullable,
  object,
  optional,
  overwrite,
  pick,
  record,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  trim,
} from 'zod/mini';

export type { infer as Infer, input as Input } from 'zod/mini';
