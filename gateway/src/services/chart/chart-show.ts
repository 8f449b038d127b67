import { type ChartKey, findChartWithRelations } from '../../metadata/repositories/chart-repository.ts';
import { NotFoundError } from '../../rest/errors.ts';
import { parseId } from '../../rest/list/handlers.ts';
import { prettifyColumn } from '../../rest/list/project.ts';
import { assertCan } from '../../rest/permissions.ts';
import { CHART_SHOW_COLUMNS, serializeChartShow } from '../../rest/resources/chart-serialize.ts';
import type { ServiceContext } from '../context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body of Superset's `GET /api/v1/chart/<id or uuid>` (ChartGetResponseSchema and FAB's show keys). */
export interface ChartShowResponse {
  id: number;
  result: Record<string, unknown>;
  show_columns: readonly string[];
  label_columns: Record<string, string>;
  description_columns: Record<string, string>;
  show_title: string;
}

/** A chart's path key: a positive integer id or a UUID; anything else names no chart. */
export function parseChartKey(raw: string): ChartKey | null {
  const id = parseId(raw);
  if (id !== null) return { id };
  return UUID.test(raw) ? { uuid: raw } : null;
}

/**
 * One chart by id or UUID, as REST shows it. Needs can_read on Chart (403 otherwise); an unknown or
 * malformed key is 404, as Superset answers.
 */
export async function showChart(ctx: ServiceContext, idOrUuid: string): Promise<ChartShowResponse> {
  assertCan(ctx.user, 'can_read', 'Chart');
  const key = parseChartKey(idOrUuid);
  if (!key) throw new NotFoundError();
  const chart = await findChartWithRelations(ctx.prisma, key);
  if (!chart) throw new NotFoundError();
  return {
    id: chart.id,
    result: serializeChartShow(chart, ctx.now()),
    show_columns: CHART_SHOW_COLUMNS,
    label_columns: Object.fromEntries(CHART_SHOW_COLUMNS.map((col) => [col, prettifyColumn(col)])),
    description_columns: {},
    show_title: 'Show Slice',
  };
}
