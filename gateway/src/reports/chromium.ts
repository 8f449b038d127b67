import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import type { Logger } from '../logger.ts';

/** CHROMIUM_PATH, else Debian's Chromium. */
export const chromiumPath = () => process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet on a server with no outside network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Chromium may still write its profile while closing: retry, and never let a leftover folder throw. */
const removeDir = (dir: string) =>
  rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => {});

export interface BrowserPool {
  /** The one browser of this process, launched on first use and again after it died. */
  acquire(): Promise<BrowserContext>;
  /** Throws the browser away (after a crash or a timeout); the next acquire launches a new one. */
  discard(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A pool of one: renders reuse one Chromium (a launch costs a second or two); each render opens
 * its own pages and clears its cookies. When Chromium dies, the pool forgets it and the next
 * render launches a fresh one, so a crash costs one report, never the worker.
 */
export function createBrowserPool(log: Logger): BrowserPool {
  let current: Promise<{ context: BrowserContext; dir: string }> | null = null;

  const launch = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chartroom-reports-chromium-'));
    try {
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: chromiumPath(),
        args: FLAGS,
        reducedMotion: 'reduce',
      });
      const launched = { context, dir };
      context.on('close', () => {
        if (current && launched === lastLaunched) current = null;
        void removeDir(dir);
      });
      lastLaunched = launched;
      log.info('report renderer: Chromium started');
      return launched;
    } catch (error) {
      void removeDir(dir);
      throw new Error(`Chromium could not start (${chromiumPath()}): ${(error as Error).message}`);
    }
  };
  let lastLaunched: { context: BrowserContext; dir: string } | null = null;

  const discard = async () => {
    const was = current;
    current = null;
    if (was) await was.then((b) => b.context.close()).catch(() => {});
  };

  return {
    async acquire() {
      current ??= launch();
      try {
        return (await current).context;
      } catch (error) {
        current = null;
        throw error;
      }
    },
    discard,
    close: discard,
  };
}
