import { createTokenService } from '../auth/index.ts';
import type { Config } from '../config.ts';
import type { ResultCache } from '../engine/cache.ts';
import { examplesTarget } from '../examples/examples-warehouse.ts';
import type { Logger } from '../logger.ts';
import type { MetadataStore } from '../metadata/store.ts';
import { createConnectorPool } from '../rest/connector-pool.ts';
import { createBrowserPool } from './chromium.ts';
import { runReportJob } from './execute.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import type { ReportJobProcessor } from './queue.ts';
import { createRenderer, type Renderer } from './renderer.ts';
import { loadReportSettings, type ReportSettings } from './settings.ts';
import { renderThumbnail } from './thumbnails.ts';

export interface ReportRuntimeDeps {
  config: Config;
  store: MetadataStore;
  /** The shared result cache (thumbnails live there). */
  cache: ResultCache;
  log: Logger;
  /** Environment read for the report settings (default process.env); read at each run. */
  env?: NodeJS.ProcessEnv;
  /** Replaces the SMTP mailer (tools that deliver elsewhere). */
  mailer?: Mailer;
}

export interface ReportRuntime {
  process: ReportJobProcessor;
  renderer: Renderer;
  settings(): ReportSettings;
  close(): Promise<void>;
}

/** What executes report runs and thumbnails on a node: Chromium (lazily), SMTP, connectors. */
export async function createReportRuntime(deps: ReportRuntimeDeps): Promise<ReportRuntime> {
  const log = deps.log.child({ component: 'reports' });
  const settings = () => loadReportSettings(deps.env ?? process.env, deps.config.port);
  // Tokens for the renderer's session live a little longer than a render may take.
  const tokens = await createTokenService(deps.store, { refreshSeconds: settings().screenshotTimeoutMs / 1000 + 120 });
  const renderer = createRenderer({ pool: createBrowserPool(log), tokens, log });
  const connectors = createConnectorPool(log, undefined, undefined, examplesTarget(deps.config.dataDir));
  const mailer = deps.mailer ?? createSmtpMailer(() => settings().smtp);
  const execute = { store: deps.store, connectors, cache: deps.cache, renderer, mailer, settings, log };

  const processJob: ReportJobProcessor = async (job, signal) => {
    if (job.kind === 'report') {
      await runReportJob(job, execute, signal);
      return;
    }
    const s = settings();
    await renderThumbnail(job, {
      renderer,
      cache: deps.cache,
      baseUrl: s.webdriverBaseUrl,
      timeoutMs: s.screenshotTimeoutMs,
    }).catch((err) => log.warn({ err: (err as Error).message, target: job.target }, 'thumbnail failed'));
  };
  return {
    process: processJob,
    renderer,
    settings,
    close: async () => {
      await renderer.close();
      await connectors.close();
    },
  };
}
