import * as aq from 'arquero';
import { compareLabels, type DataColumn, type Table } from '../frame.ts';

/** pandas groupby leaves out rows whose key is missing. */
export function dropMissingKeys(table: Table, keys: readonly DataColumn[]): Table {
  if (keys.length === 0) return table;
  const ids = keys.map((k) => k.id);
  return table
    .filter(aq.escape((d: Record<string, unknown>) => ids.every((id) => d[id] !== null && d[id] !== undefined)))
    .reify();
}

/** pandas sorts group keys (numbers and dates by value, text by code point); keys here are never missing. */
export function orderByKeys(table: Table, ids: readonly string[]): Table {
  if (ids.length === 0) return table;
  return table.orderby(...ids).reify();
}

/** Sorted group keys with missing values after the others on each key (pandas' na_position="last"). */
export function orderByKeysMissingLast(table: Table, ids: readonly string[]): Table {
  if (ids.length === 0) return table;
  const flags = ids.map((id) => `${id}\u0000missing`);
  const missing = (id: string) =>
    aq.escape((d: Record<string, unknown>) => (d[id] === null || d[id] === undefined ? 1 : 0));
  return table
    .derive(Object.fromEntries(ids.map((id, i) => [flags[i]!, missing(id)])) as never)
    .orderby(...ids.flatMap((id, i) => [flags[i]!, id]))
    .select(aq.not(flags))
    .reify();
}

/**
 * Rows sorted by their keys as pandas sorts an index (compareLabels: numbers, then times, then
 * text), which also orders keys of mixed kinds such as times and the "<NULL>" label.
 */
export function orderByLabels(table: Table, ids: readonly string[]): Table {
  if (ids.length === 0) return table;
  const columns = ids.map((id) => Array.from(table.array(id) as ArrayLike<unknown>));
  const order = Array.from({ length: table.numRows() }, (_, r) => r).sort((a, b) => {
    for (const values of columns) {
      const c = compareLabels(values[a], values[b]);
      if (c !== 0) return c;
    }
    return a - b;
  });
  return table.reify(order);
}
