import * as aq from 'arquero';
import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { columnsNamed, type DataColumn, type Frame, freshId, withColumns } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';
import { isMissing } from './window.ts';

const schema = z.strictObject({
  source_columns: columnList,
  compare_columns: columnList,
  compare_type: z.string(),
  drop_original_columns: z.boolean().nullish(),
  precision: z.number().int().min(0).nullish(),
});

const TIME_COMPARISON = '__';

const COMPARE: Record<string, (s: number, c: number, precision: number) => number> = {
  difference: (s, c) => s - c,
  percentage: (s, c, precision) => Number(((s - c) / c).toFixed(precision)),
  ratio: (s, c) => s / c,
};

/**
 * Adds `<type>__<source>__<compare>` for each pair of columns (the time comparison of the chart
 * controls). `absolute`, the controls' name for a difference, is accepted for `difference`.
 */
export function compare(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'compare');
  if (o.source_columns.length !== o.compare_columns.length) {
    throw new PostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  }
  const type = o.compare_type === 'absolute' ? 'difference' : o.compare_type;
  const fn = COMPARE[type];
  if (!fn) throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  const precision = o.precision ?? 4;
  columnsNamed(frame, [...o.source_columns, ...o.compare_columns]);

  let table = frame.table;
  const added: DataColumn[] = [];
  o.source_columns.forEach((sourceName, i) => {
    const compareName = o.compare_columns[i]!;
    const sources = columnsNamed(frame, [sourceName]);
    const compares = columnsNamed(frame, [compareName]);
    for (const s of sources) {
      // Sub-columns of a pivoted frame pair up by the rest of their label path.
      const rest = JSON.stringify(s.path.slice(1));
      const c = compares.find((x) => JSON.stringify(x.path.slice(1)) === rest);
      const out: DataColumn = {
        id: freshId(),
        path: [[type, sourceName, compareName].join(TIME_COMPARISON), ...s.path.slice(1)],
      };
      table = table.derive({
        [out.id]: aq.escape((d: Record<string, unknown>) => {
          const sv = d[s.id];
          const cv = c ? d[c.id] : null;
          if (isMissing(sv) || isMissing(cv) || typeof sv !== 'number' || typeof cv !== 'number') return null;
          return fn(sv, cv, precision);
        }),
      } as never);
      added.push(out);
    }
  });
  let result = withColumns(frame, table.reify(), added);
  if (o.drop_original_columns) {
    const dropped = new Set([...o.source_columns, ...o.compare_columns]);
    result = { ...result, columns: result.columns.filter((c) => !dropped.has(c.path[0] as string)) };
  }
  return result;
}
