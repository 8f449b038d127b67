import { loadUserContext } from '../auth/index.ts';
import type { ResultCache } from '../engine/cache.ts';
import type { MetadataStore } from '../metadata/store.ts';
import type { ConnectorPool } from '../rest/connector-pool.ts';
import { executeChartData } from '../rest/resources/chart-data.ts';
import { chartQueryContext } from '../rest/resources/chart-query-context.ts';
import type { ReportContent } from './mail-message.ts';
import { linkPath, type RenderTarget } from './render-page.ts';
import type { Renderer } from './renderer.ts';
import { textTable } from './text-table.ts';

export class ReportContentError extends Error {}

export interface ContentDeps {
  store: MetadataStore;
  connectors: ConnectorPool;
  cache: ResultCache;
  renderer: Renderer;
}

export interface ContentRequest {
  chartId: number | null;
  dashboardId: number | null;
  format: string;
  customWidth: number | null;
  executorId: number;
  baseUrl: string;
  linkBaseUrl: string;
  timeoutMs: number;
  signal: AbortSignal;
}

const safeName = (s: string) => s.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'report';

/** What a report sends: a picture (PNG inline, PDF attached) or the chart's data (CSV, XLSX, TEXT). */
export async function buildReportContent(deps: ContentDeps, request: ContentRequest): Promise<ReportContent> {
  const target = await loadTarget(deps.store, request);
  const url = `${request.linkBaseUrl}${linkPath(target.ref)}`;
  const content: ReportContent = { title: target.title, url, images: [], files: [], table: null };
  const format = request.format.toUpperCase();
  const base = safeName(target.title);

  if (format === 'PNG' || format === 'PDF') {
    const data = await deps.renderer.render({
      target: target.ref,
      format: format === 'PNG' ? 'png' : 'pdf',
      userId: request.executorId,
      customWidth: request.customWidth,
      baseUrl: request.baseUrl,
      timeoutMs: request.timeoutMs,
    });
    if (format === 'PNG')
      content.images.push({
        filename: `${base}.png`,
        content: data,
        contentType: 'image/png',
        cid: `${base}-screenshot`,
      });
    else content.files.push({ filename: `${base}.pdf`, content: data, contentType: 'application/pdf' });
    return content;
  }
  if (target.ref.kind !== 'chart' || !target.chart) {
    throw new ReportContentError(
      `The ${format} format is only for chart reports; a dashboard report sends PNG or PDF.`,
    );
  }
  const user = await loadUserContext(deps.store, request.executorId);
  if (!user) throw new ReportContentError("The report's executor no longer exists or is deactivated.");
  let queryContext: Record<string, unknown>;
  try {
    queryContext = chartQueryContext(target.chart);
  } catch (error) {
    throw new ReportContentError(`The chart cannot be queried: ${(error as Error).message}`);
  }
  const services = { store: deps.store, connectors: deps.connectors, cache: deps.cache, now: () => new Date() };
  if (format === 'CSV' || format === 'XLSX') {
    const body = { ...queryContext, result_type: 'full', result_format: format.toLowerCase() };
    const response = await executeChartData(services, user, body, { chart: target.chart, signal: request.signal });
    if (!(response instanceof Response)) throw new ReportContentError('The chart did not answer a file.');
    const data = Buffer.from(await response.arrayBuffer());
    content.files.push(
      format === 'CSV'
        ? { filename: `${base}.csv`, content: data, contentType: 'text/csv' }
        : {
            filename: `${base}.xlsx`,
            content: data,
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
    );
    return content;
  }
  if (format === 'TEXT') {
    const body = { ...queryContext, result_type: 'full', result_format: 'json' };
    const response = await executeChartData(services, user, body, { chart: target.chart, signal: request.signal });
    if (response instanceof Response) throw new ReportContentError('The chart answered a file instead of rows.');
    const first = response.result[0] as { colnames?: string[]; data?: Record<string, unknown>[] } | undefined;
    const rows = first?.data ?? [];
    content.table = textTable(first?.colnames ?? Object.keys(rows[0] ?? {}), rows);
    return content;
  }
  throw new ReportContentError(`Unknown report format: ${request.format}`);
}

async function loadTarget(store: MetadataStore, request: ContentRequest) {
  if (request.chartId !== null) {
    const chart = await store.prisma.chart.findUnique({ where: { id: request.chartId } });
    if (!chart) throw new ReportContentError(`The report's chart (id ${request.chartId}) was deleted.`);
    return { ref: { kind: 'chart', id: chart.id } as RenderTarget, title: chart.sliceName, chart };
  }
  if (request.dashboardId !== null) {
    const dashboard = await store.prisma.dashboard.findUnique({ where: { id: request.dashboardId } });
    if (!dashboard) throw new ReportContentError(`The report's dashboard (id ${request.dashboardId}) was deleted.`);
    return {
      ref: { kind: 'dashboard', id: dashboard.id } as RenderTarget,
      title: dashboard.dashboardTitle,
      chart: null,
    };
  }
  throw new ReportContentError('The report has neither a chart nor a dashboard (it was deleted).');
}
