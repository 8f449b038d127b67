/**
 * `BENCH_SECTIONS=render`: Chromium's time from a chart's data to the chart drawn, with the
 * product's own plugins (transformProps and renderer), for the three large shapes of the issue: a
 * 10,000-point line, a 2,000-cell heatmap and a 5,000-row table. The data is made in a bench-only
 * page (render-page/, built with Vite into a temporary directory, never part of the client), so no
 * server or network is measured. Medians over BENCH_RUNS (at most 9) after one warm-up draw.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type UserConfig } from 'vite';
import { launchBrowser } from '../browser/chromium.ts';
import { type Figures, median, round2, round3, type StandaloneSection } from './section.ts';

/** The target for each shape. */
export const RENDER_TARGET_MS = 300;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function buildRenderPage(): Promise<string> {
  const outDir = join(tmpdir(), 'chartroom-bench-render');
  // Compiled with the client's own Vite plugins and aliases, as the app is.
  const clientConfigUrl = new URL('../../client/vite.config.ts', import.meta.url).href;
  const clientConfig = ((await import(clientConfigUrl)) as { default: UserConfig }).default;
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./render-page/', import.meta.url)),
    base: '/',
    plugins: clientConfig.plugins,
    resolve: clientConfig.resolve,
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir)) return res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const renderSection: StandaloneSection = {
  name: 'render',
  standalone: true,
  async run(log) {
    const runs = Math.max(3, Math.min(Number(process.env.BENCH_RUNS ?? 9), 9));
    const dir = await buildRenderPage();
    const site = await serveDir(dir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(site.url);
      await page.waitForFunction(() => Array.isArray(window.benchCases), undefined, { timeout: 120_000 });
      const names = await page.evaluate(() => window.benchCases);
      const figures: Figures = { target_ms: RENDER_TARGET_MS, runs };
      for (const name of names) {
        await page.evaluate((n) => window.benchRender(n), name);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push(await page.evaluate((n) => window.benchRender(n), name));
        const ms = round2(median(times));
        figures[`${name}_ms`] = ms;
        figures[`${name}_ratio`] = round3(ms / RENDER_TARGET_MS);
        log(`render: ${name} ${ms} ms (target ${RENDER_TARGET_MS} ms, ratio ${round3(ms / RENDER_TARGET_MS)})`);
      }
      return figures;
    } finally {
      await browser.close();
      await site.close();
    }
  },
};

declare global {
  interface Window {
    benchCases: string[];
    benchRender(name: string): Promise<number>;
  }
}
