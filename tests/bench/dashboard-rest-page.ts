/**
 * Builds the bench-only REST baseline page (`dashboard-rest-page/`) with Vite into a temporary
 * directory and serves it on loopback in front of the app: nothing of it ships in the client.
 */
import { readFile } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type UserConfig } from 'vite';

export const REST_PAGE_PATH = '/__bench/rest-dashboard/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export async function buildRestPage(): Promise<string> {
  const outDir = join(tmpdir(), 'chartroom-bench-rest-dashboard');
  // The client's own Vite configuration (outside this TypeScript project, so loaded at run time):
  // the page is compiled with the same plugins (React, Relay) and aliases.
  const clientConfigUrl = new URL('../../client/vite.config.ts', import.meta.url).href;
  const clientConfig = ((await import(clientConfigUrl)) as { default: UserConfig }).default;
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./dashboard-rest-page/', import.meta.url)),
    base: REST_PAGE_PATH,
    plugins: clientConfig.plugins,
    resolve: clientConfig.resolve,
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * A loopback server for the page: its own files from `dir` (cached by the browser, as the app's
 * hashed assets are), everything else (the REST API) passed through to the app at `base`. Cookies
 * do not depend on the port, so the browser's session with the app applies here too.
 */
export async function serveRestPage(base: string, dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(base);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith(REST_PAGE_PATH)) {
      const file = normalize(join(dir, path.slice(REST_PAGE_PATH.length) || 'index.html'));
      if (!file.startsWith(dir)) return res.writeHead(404).end();
      readFile(file).then(
        (body) =>
          res
            .writeHead(200, {
              'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
              'cache-control': file.endsWith('.html') ? 'no-cache' : 'max-age=31536000, immutable',
            })
            .end(body),
        () => res.writeHead(404).end(),
      );
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${REST_PAGE_PATH}`,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
