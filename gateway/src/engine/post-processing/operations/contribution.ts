import * as aq from 'arquero';
import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, freshId, valuesOf, withColumns } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';

const schema = z.strictObject({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: columnList.nullish(),
  time_shifts: columnList.nullish(),
  rename_columns: columnList.nullish(),
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});

type Row = Record<string, unknown>;

/**
 * Columns the shares are computed on: numbers only (times are Dates in the frame, booleans and
 * text are left alone); a column with no value at all takes part too, as in the reference.
 */
function isNumeric(frame: Frame, column: DataColumn): boolean {
  return valuesOf(frame, column.id).every((v) => v === null || v === undefined || typeof v === 'number');
}

const numberOr0 = (v: unknown) => (typeof v === 'number' && !Number.isNaN(v) ? v : 0);
const numberOrNull = (v: unknown) => (typeof v === 'number' && !Number.isNaN(v) ? v : null);

/** The time shift a column belongs to: its first label ends with `__<shift>`. */
function shiftOf(column: DataColumn, shifts: readonly string[]): string {
  const label = column.path[0];
  if (typeof label !== 'string') return '';
  return shifts.find((s) => label.endsWith(`__${s}`)) ?? '';
}

/**
 * Share of each cell in its column total (orientation `column`: a missing cell counts as 0, an
 * all-missing column stays missing, `contribution_totals` may give the totals) or in its row
 * total over the selected columns (orientation `row`: missing cells stay missing and add
 * nothing; the columns of each time shift form their own group). Index columns never take part.
 */
export function contribution(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'contribution');
  const numeric = frame.columns.filter((c) => isNumeric(frame, c));
  let selected: DataColumn[];
  if (o.columns?.length) {
    selected = o.columns.flatMap((name) => {
      const found = numeric.filter((c) => c.path[0] === name);
      if (found.length === 0) {
        throw new PostProcessingError(`Column "${name}" is not numeric or does not exists in the query results.`);
      }
      return found;
    });
  } else {
    selected = numeric;
  }
  const renames = o.rename_columns?.length ? o.rename_columns : null;
  if (renames && renames.length !== selected.length) {
    throw new PostProcessingError('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  const outputs: DataColumn[] = selected.map((c, i) =>
    renames && renames[i] !== c.path[0]
      ? { id: freshId(), path: [renames[i]!, ...c.path.slice(1)] }
      : { id: c.id, path: c.path },
  );
  const fresh = selected.map(() => freshId());

  let table = frame.table;
  if ((o.orientation ?? 'column') === 'column') {
    const given = o.contribution_totals;
    if (given) {
      table = table.derive(
        Object.fromEntries(
          selected.map((c, i) => {
            const total = given[String(c.path[0])];
            return [fresh[i]!, aq.escape((d: Row) => (total ? numberOr0(d[c.id]) / total : 0))];
          }),
        ) as never,
      );
    } else {
      const totals = selected.map((c) => valuesOf(frame, c.id).reduce((sum: number, v) => sum + numberOr0(v), 0));
      table = table.derive(
        Object.fromEntries(
          selected.map((c, i) => [fresh[i]!, aq.escape((d: Row) => numberOr0(d[c.id]) / totals[i]!)]),
        ) as never,
      );
    }
  } else {
    const shifts = o.time_shifts ?? [];
    const groups = new Map<string, string[]>();
    for (const c of selected) groups.set(shiftOf(c, shifts), [...(groups.get(shiftOf(c, shifts)) ?? []), c.id]);
    table = table.derive(
      Object.fromEntries(
        selected.map((c, i) => {
          const peers = groups.get(shiftOf(c, shifts))!;
          return [
            fresh[i]!,
            aq.escape((d: Row) => {
              const value = numberOrNull(d[c.id]);
              return value === null ? null : value / peers.reduce((sum, id) => sum + numberOr0(d[id]), 0);
            }),
          ];
        }),
      ) as never,
    );
  }
  // Computed under fresh names so that every share reads original values, then put in place.
  const replaced = outputs.filter((out, i) => out.id === selected[i]!.id).map((out) => out.id);
  table = table
    .select(aq.not(replaced))
    .rename(Object.fromEntries(outputs.map((out, i) => [fresh[i]!, out.id])))
    .reify();
  return withColumns(frame, table, outputs);
}
