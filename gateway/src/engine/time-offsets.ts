import { GenericDataType } from '../connectors/connector.ts';
import type { CompiledQuery } from './compile-query.ts';
import { unshiftDatetime } from './time-range/index.ts';

export interface Shaped {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
}

function naiveOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/**
 * Time comparison: each offset query's metrics are laid back onto the main query's timeline
 * ("1 year ago" rows move one year later) and joined to the main rows on the time axis and the
 * other dimensions, as columns `<metric>__<offset>` (null where the earlier period has no row).
 */
export function joinTimeOffsets(
  main: Shaped,
  compiled: CompiledQuery,
  offsets: { offset: string; result: Shaped }[],
): Shaped {
  const dims = compiled.columns.filter((c) => c.kind === 'column').map((c) => c.label);
  const metrics = compiled.columns.filter((c) => c.kind === 'metric').map((c) => c.label);
  const axis = compiled.xAxisLabel;
  const keyOf = (row: Record<string, unknown>, offset: string | null): string =>
    JSON.stringify(
      dims.map((d) => {
        const v = row[d];
        if (d === axis && offset !== null && typeof v === 'number') {
          return Date.parse(`${unshiftDatetime(naiveOf(v), offset)}Z`);
        }
        return v;
      }),
    );
  const data = main.data.map((row) => ({ ...row }));
  const colnames = [...main.colnames];
  const coltypes = [...main.coltypes];
  for (const { offset, result } of offsets) {
    const byKey = new Map(result.data.map((row) => [keyOf(row, offset), row]));
    for (const m of metrics) {
      colnames.push(`${m}__${offset}`);
      coltypes.push(GenericDataType.NUMERIC);
    }
    for (const row of data) {
      const match = byKey.get(keyOf(row, null));
      for (const m of metrics) row[`${m}__${offset}`] = match ? (match[m] ?? null) : null;
    }
  }
  return { data, colnames, coltypes };
}
