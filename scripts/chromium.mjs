// Every browser this project drives is Debian's Chromium (`/usr/bin/chromium`, installed by the test
// command): no tool downloads a browser of its own. The flags keep it headless and off a network
// this machine lacks. Used by Vitest browser mode, Playwright end-to-end tests and Lighthouse.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
