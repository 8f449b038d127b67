import type { DuckDBDataChunk } from '@duckdb/node-api';
import { type CsvOptions, planCsvColumns } from './csv-read.ts';
import { csvRecords } from './csv-stream.ts';
import { planShape, type ShapeOptions } from './options.ts';
import { KindTracker, type UploadKind } from './values.ts';

/** An upload read as a stream: its columns (kinds for a new table) and its rows, a batch at a time, on demand. */
export interface UploadSource {
  columns: { name: string; kind: UploadKind }[];
  batches(): AsyncIterable<unknown[][]>;
  /**
   * The rows already typed by DuckDB for columns of these kinds, as data chunks for a DuckDB
   * warehouse's appender, or null when some value does not fit them (`batches()` then names it).
   */
  duckdbChunks?(kinds: readonly UploadKind[]): AsyncIterable<DuckDBDataChunk> | null;
}

/**
 * The rows of a CSV file on disk, options applied (cells in the shaped columns' order), a batch at a
 * time; `onHeader` sees the header row first.
 */
export async function* csvBatches(
  path: string,
  fileName: string,
  csv: CsvOptions,
  shape: ShapeOptions,
  onHeader: (header: string[]) => void = () => undefined,
): AsyncGenerator<unknown[][]> {
  let cells: ((row: readonly string[]) => (string | null)[]) | null = null;
  let mapRow: ((row: readonly unknown[], n: number, i: number) => unknown[]) | null = null;
  let index = 0;
  for await (const record of csvRecords(path, fileName, csv)) {
    if ('header' in record) {
      const plan = planCsvColumns(record.header, csv);
      const shaped = planShape(plan.names, shape);
      cells = plan.cells;
      mapRow = shaped.mapRow;
      onHeader(record.header);
      continue;
    }
    const out: unknown[][] = [];
    for (const row of record.rows) {
      out.push((mapRow as NonNullable<typeof mapRow>)((cells as NonNullable<typeof cells>)(row), index + 1, index));
      index += 1;
    }
    yield out;
  }
}

/**
 * A CSV file on disk as an upload source. A first pass reads it whole (checking it parses, applying
 * the options and inferring each column's kind over every value, in constant memory); the rows are
 * read again, the same way, when they are written.
 */
export async function csvSource(
  path: string,
  fileName: string,
  csv: CsvOptions,
  shape: ShapeOptions,
): Promise<UploadSource> {
  let names: string[] = [];
  let forced: (UploadKind | null)[] = [];
  let trackers: KindTracker[] = [];
  const first = csvBatches(path, fileName, csv, shape, (header) => {
    const plan = planShape(planCsvColumns(header, csv).names, shape);
    names = plan.names;
    forced = plan.forced;
    trackers = names.map(() => new KindTracker());
  });
  for await (const batch of first) {
    for (const row of batch) {
      for (let i = 0; i < trackers.length; i += 1) {
        if (forced[i] === null) (trackers[i] as KindTracker).add((row[i] ?? null) as string | null);
      }
    }
  }
  const columns = names.map((name, i) => ({ name, kind: forced[i] ?? (trackers[i] as KindTracker).kind() }));
  return { columns, batches: () => csvBatches(path, fileName, csv, shape) };
}
