// The system Chromium the browser journeys and `npm run check:web` drive (never a downloaded browser),
// and the flags both start it with: no sandbox, GPU, QUIC, first-run, background or sync traffic.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
