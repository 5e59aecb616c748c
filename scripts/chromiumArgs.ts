/** Flags for Debian's Chromium in this sandbox: no sandbox as root, and no background network traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
