import * as aq from 'arquero';
import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, freshId, valuesOf, withColumns } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';

const { op } = aq;

const schema = z.strictObject({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: columnList.nullish(),
  time_shifts: columnList.nullish(),
  rename_columns: columnList.nullish(),
});

type Row = Record<string, unknown>;

function isNumeric(frame: Frame, column: DataColumn): boolean {
  const values = valuesOf(frame, column.id);
  return (
    values.some((v) => typeof v === 'number') &&
    values.every((v) => v === null || v === undefined || typeof v === 'number')
  );
}

const numberOr0 = (v: unknown) => (typeof v === 'number' && !Number.isNaN(v) ? v : 0);

/**
 * Share of each cell in its column total (orientation `column`) or in its row total over the
 * selected columns (orientation `row`, where the columns of each time shift form their own
 * group). Missing cells count as 0; index columns never take part.
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
    const totals = selected.map(() => freshId());
    table = table
      .derive(Object.fromEntries(selected.map((c, i) => [totals[i]!, op.sum(c.id)])) as never)
      .derive(
        Object.fromEntries(
          selected.map((c, i) => [fresh[i]!, aq.escape((d: Row) => numberOr0(d[c.id]) / (d[totals[i]!] as number))]),
        ) as never,
      )
      .select(aq.not(totals));
  } else {
    const shifts = o.time_shifts ?? [];
    const groupOf = (c: DataColumn) => {
      const label = c.path[0];
      return typeof label === 'string' ? (shifts.find((s) => label.endsWith(s)) ?? '') : '';
    };
    const groups = new Map<string, string[]>();
    for (const c of selected) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c.id]);
    table = table.derive(
      Object.fromEntries(
        selected.map((c, i) => {
          const peers = groups.get(groupOf(c))!;
          return [
            fresh[i]!,
            aq.escape((d: Row) => numberOr0(d[c.id]) / peers.reduce((sum, id) => sum + numberOr0(d[id]), 0)),
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
