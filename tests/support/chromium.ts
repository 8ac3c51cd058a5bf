// Where Debian's Chromium is and how it is started, for the browser tests (tests/support/engines.ts),
// Lighthouse and the reload benchmark. No browser download: CHROME_PATH or /usr/bin/chromium.
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium from reaching out of this machine. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** The file is there and may be run: how a browser's presence is told apart from its absence. */
export const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function assertChromium(): void {
  if (!runnable(chromePath))
    throw new Error(
      `No Chromium at ${chromePath}. Install Debian's: apt-get install -y chromium (npm test does this as root), or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromePath, args: chromeFlags, headless: true, ...options });
}
