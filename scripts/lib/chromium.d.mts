// Types for chromium.mjs, so playwright.config.ts (TypeScript, allowJs off) can share its path and flags.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
