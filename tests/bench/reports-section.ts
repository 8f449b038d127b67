/**
 * Reports: how long the example dashboard ("Sales overview") takes to render to PNG and to PDF in
 * headless Chromium, through the same renderer a scheduled report uses (print-ready page, signed
 * in as the admin, every chart drawn). The first render includes Chromium's start; the medians
 * reuse the pooled browser, as a worker does between reports.
 */
import { createTokenService } from '../../gateway/src/auth/index.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import { createBrowserPool } from '../../gateway/src/reports/chromium.ts';
import { createRenderer, type RenderFormat } from '../../gateway/src/reports/renderer.ts';
import { benchDataDir } from './bench-data.ts';
import { type BenchContext, type BenchSection, median, round2 } from './section.ts';

const RENDER_RUNS = 5;
const TIMEOUT_MS = 120_000;

export const reportsSection: BenchSection = {
  name: 'reports',
  async run(ctx: BenchContext) {
    const log = createLogger('warn');
    const store = await openMetadataStore(
      loadConfig({ ...process.env, CHARTROOM_DATA_DIR: benchDataDir() }, { databaseUrl: null }),
      log,
    );
    const pool = createBrowserPool(log);
    const renderer = createRenderer({ pool, tokens: await createTokenService(store), log });
    try {
      const admin = await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
      const dashboard = await store.prisma.dashboard.findFirstOrThrow({ where: { slug: 'sales-overview' } });
      const render = async (format: RenderFormat) => {
        const t0 = performance.now();
        const data = await renderer.render({
          target: { kind: 'dashboard', id: dashboard.id },
          format,
          userId: admin.id,
          baseUrl: ctx.base,
          timeoutMs: TIMEOUT_MS,
        });
        return { ms: performance.now() - t0, bytes: data.length };
      };
      const cold = await render('png');
      ctx.log(`reports: first PNG (with Chromium start) ${cold.ms.toFixed(0)} ms`);
      const runs = Math.min(ctx.runs, RENDER_RUNS);
      const png: { ms: number; bytes: number }[] = [];
      const pdf: { ms: number; bytes: number }[] = [];
      for (let i = 0; i < runs; i++) {
        png.push(await render('png'));
        pdf.push(await render('pdf'));
      }
      return {
        dashboard: dashboard.dashboardTitle,
        first_png_with_chromium_start_ms: round2(cold.ms),
        png_ms_median: round2(median(png.map((r) => r.ms))),
        pdf_ms_median: round2(median(pdf.map((r) => r.ms))),
        png_bytes: png[0]?.bytes ?? 0,
        pdf_bytes: pdf[0]?.bytes ?? 0,
        runs,
      };
    } finally {
      await renderer.close();
      await store.close();
    }
  },
};
