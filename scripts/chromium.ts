/**
 * Debian's Chromium and the flags it runs with here, for every tool that drives a
 * browser: story tests (vite.config.ts), the e2e journeys and Lighthouse. Test tools
 * cannot download their own browser on these machines (see README). Flags: root needs
 * --no-sandbox; the network is closed, so background services stay off.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Same font rendering on every machine: no LCD subpixel hinting in screenshots.
  '--font-render-hinting=none',
  '--disable-lcd-text',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };
