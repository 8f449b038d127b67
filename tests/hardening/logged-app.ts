import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseFeatureFlags } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createChartroom } from '../../gateway/src/server.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';

export interface LoggedApp extends TestApp {
  /** Every line the app logged so far (pino JSON, at trace level, with the product's redaction). */
  readonly lines: string[];
}

/**
 * The whole product in process, like startTestApp, but logging everything at trace level into
 * memory through the product's own logger (so its redaction is what is tested).
 */
export async function startLoggedApp(options: { examplesRows?: number } = {}): Promise<LoggedApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chartroom-logged-'));
  const lines: string[] = [];
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: null,
      adminPassword: TEST_ADMIN_PASSWORD,
      examplesRows: options.examplesRows ?? 50,
      featureFlags: parseFeatureFlags(undefined),
      logLevel: 'trace',
      allowedDbFileDirs: [tmpdir()],
    },
  );
  const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
  const chartroom = await createChartroom(config, { log });
  const app: LoggedApp = {
    chartroom,
    dataDir,
    token: '',
    lines,
    request: (path, { token, json, headers, ...init } = {}) => {
      const h = new Headers(headers);
      const bearer = token === undefined ? app.token : token;
      if (bearer) h.set('authorization', `Bearer ${bearer}`);
      if (json !== undefined) h.set('content-type', 'application/json');
      const body = json !== undefined ? JSON.stringify(json) : init.body;
      return chartroom.fetch(new Request(`http://localhost${path}`, { ...init, headers: h, body }));
    },
    login: async (username, password) => {
      const res = await app.request('/api/v1/security/login', {
        method: 'POST',
        token: null,
        json: { username, password, provider: 'db' },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    close: async () => {
      await chartroom.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  app.token = await app.login('admin', TEST_ADMIN_PASSWORD);
  return app;
}
