import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium: installed here when missing and we are root, otherwise a message saying what to do. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() === 0) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  throw new Error(
    `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

/** Flags that keep Chromium quiet on a machine with no outside network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<BrowserContext> {
  const executablePath = ensureChromium();
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'chartroom-chromium-')), {
    executablePath,
    args: FLAGS,
    viewport: { width: 1280, height: 800 },
  });
}
