// Only for e2e/foundation.spec.ts, which imports the compile-hint parsing from this path: the module is
// scripts/build/lib/compile-hints.mjs (a build step's library, not shared by several jobs). Point that import there
// and delete this file.
export { COMPILE_HINT, firstLoadScripts, withCompileHint } from '../build/lib/compile-hints.mjs';
