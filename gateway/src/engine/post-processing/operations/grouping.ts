import * as aq from 'arquero';
import type { DataColumn, Table } from '../frame.ts';

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
