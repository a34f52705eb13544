export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags for a sandbox without network: no background traffic, no GPU.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
