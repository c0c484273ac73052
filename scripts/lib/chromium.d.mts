// Types for chromium.mjs: playwright.config.ts gets exact types, not ones inferred from the JavaScript.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
