// The browser the scripts drive (audit, screenshots, load profiles): Debian's Chromium, headless, with the flags
// this machine needs. e2e/ has the same list in playwright.config.ts (a TypeScript file that cannot import this).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
