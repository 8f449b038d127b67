import { genericTypeOf } from '../../connectors/generic-type.ts';
import type { DatasetDescriptor } from '../../engine/dataset.ts';
import type { Prisma } from '../../metadata/index.ts';

/** Everything chart data needs of a dataset, in one query. */
export const datasetForQueryInclude = {
  columns: { where: { isActive: true }, orderBy: { id: 'asc' } },
  metrics: { orderBy: { id: 'asc' } },
  database: true,
} satisfies Prisma.DatasetInclude;

export type DatasetForQuery = Prisma.DatasetGetPayload<{ include: typeof datasetForQueryInclude }>;

/** The engine's view of a dataset; the engine never reads the metadata store itself. */
export function toDatasetDescriptor(dataset: DatasetForQuery): DatasetDescriptor {
  return {
    id: dataset.id,
    tableName: dataset.tableName,
    schema: dataset.schema,
    sql: dataset.sql?.trim() ? dataset.sql : null,
    mainDttmCol: dataset.mainDttmCol,
    columns: dataset.columns.map((c) => ({
      columnName: c.columnName,
      verboseName: c.verboseName,
      type: c.type,
      typeGeneric: c.type ? genericTypeOf(c.type) : null,
      isDttm: c.isDttm,
      expression: c.expression?.trim() ? c.expression : null,
      groupby: c.groupby,
      filterable: c.filterable,
      pythonDateFormat: c.pythonDateFormat,
      advancedDataType: c.advancedDataType,
    })),
    metrics: dataset.metrics.map((m) => ({
      metricName: m.metricName,
      verboseName: m.verboseName,
      expression: m.expression,
      d3format: m.d3format,
      warningText: m.warningText,
    })),
    version: String(dataset.version),
    cacheTimeout: dataset.cacheTimeout,
    disallowAdhocMetrics: extraFlag(dataset.extra, 'disallow_adhoc_metrics'),
  };
}

/** A true flag of the dataset's extra JSON; a broken extra sets nothing (it must not take charts down). */
function extraFlag(extra: string | null, key: string): boolean {
  if (!extra) return false;
  try {
    const parsed: unknown = JSON.parse(extra);
    return typeof parsed === 'object' && parsed !== null && (parsed as Record<string, unknown>)[key] === true;
  } catch {
    return false;
  }
}
