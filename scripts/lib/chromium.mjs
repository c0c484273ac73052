// The browser the scripts and the browser journeys drive (audit, screenshots, load profiles, playwright.config.ts):
// Debian's Chromium, headless, with the flags this machine needs. chromium.d.mts gives TypeScript its types.
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
