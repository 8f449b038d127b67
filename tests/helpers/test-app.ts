import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { type Config, loadConfig, parseFeatureFlags } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { type Chartroom, createChartroom } from '../../gateway/src/server.ts';
import { createScratchDatabase, type ScratchDatabase } from './postgres.ts';

export type MetadataBackend = 'sqlite' | 'postgresql';
/** Every integration suite runs on both metadata stores. */
export const METADATA_BACKENDS: readonly MetadataBackend[] = ['sqlite', 'postgresql'];

export const TEST_ADMIN_PASSWORD = 'admin-test-password';

export interface TestAppOptions {
  store?: MetadataBackend;
  examplesRows?: number;
  featureFlags?: string;
  /** Reuse a data dir (e.g. to start a second app on the same data). */
  dataDir?: string;
  /** Serve the client from this folder instead of client/dist. */
  clientDistDir?: string;
  /** Directories whose database files may be connected; default the system temp dir (tests' scratch files). */
  allowedDbFileDirs?: string[];
  /** Any other settings (e.g. sign-in providers), applied last. */
  config?: Partial<Config>;
  /** Every log line (at debug level) goes here instead of being silenced, for tests that read the log. */
  logDestination?: DestinationStream;
}

export interface RequestOptions extends RequestInit {
  /** Send the admin's bearer token (default), another token, or none. */
  token?: string | null;
  json?: unknown;
}

export interface TestApp {
  chartroom: Chartroom;
  dataDir: string;
  /** The admin's access token. */
  token: string;
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Logs in through the REST surface and returns the access token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the whole product in process on a fresh data dir (and a fresh PostgreSQL database when asked). */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'chartroom-test-')));
  let scratch: ScratchDatabase | null = null;
  if (options.store === 'postgresql') scratch = await createScratchDatabase();
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: scratch?.url ?? null,
      adminPassword: TEST_ADMIN_PASSWORD,
      examplesRows: options.examplesRows ?? 5000,
      featureFlags: parseFeatureFlags(options.featureFlags),
      logLevel: options.logDestination ? 'debug' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
      ...(options.clientDistDir ? { clientDistDir: options.clientDistDir } : {}),
      allowedDbFileDirs: options.allowedDbFileDirs ?? [tmpdir()],
      ...options.config,
    },
  );
  // Reports created by tests must not fire on a real minute boundary mid-test: ticks are driven by hand.
  const chartroom = await createChartroom(config, {
    log: createLogger(config.logLevel, options.logDestination),
    reportTimer: false,
  });

  const request = (path: string, { token, json, headers, ...init }: RequestOptions = {}) => {
    const h = new Headers(headers);
    const bearer = token === undefined ? app.token : token;
    if (bearer) h.set('authorization', `Bearer ${bearer}`);
    if (json !== undefined) h.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : init.body;
    return chartroom.fetch(new Request(`http://localhost${path}`, { ...init, headers: h, body }));
  };
  const login = async (username: string, password: string) => {
    const res = await request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username, password, provider: 'db' },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };

  const app: TestApp = {
    chartroom,
    dataDir,
    token: '',
    request,
    login,
    close: async () => {
      await chartroom.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
  app.token = await login('admin', TEST_ADMIN_PASSWORD);
  return app;
}
