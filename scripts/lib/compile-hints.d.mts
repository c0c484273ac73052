// Types for compile-hints.mjs, so the browser journeys (TypeScript, allowJs off) can use its parsing and hint.
export const COMPILE_HINT: string;
export function firstLoadScripts(html: string): string[];
export function withCompileHint(source: string): string;
