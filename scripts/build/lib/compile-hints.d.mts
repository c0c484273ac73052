// Types for compile-hints.mjs: its TypeScript callers (the browser journeys) get exact types, not inferred ones.
export const COMPILE_HINT: string;
export function firstLoadScripts(html: string): string[];
export function withCompileHint(source: string): string;
