import type { DuckDBConnection, DuckDBDataChunk, DuckDBInstance } from '@duckdb/node-api';
import { memoryInstanceReading } from '../connectors/duckdb.ts';
import { type CsvOptions, planCsvColumns } from './csv-read.ts';
import { csvBatches, type UploadSource } from './csv-source.ts';
import { checkCsvFile, csvRecords } from './csv-stream.ts';
import {
  type ColumnFacts,
  cellsSql,
  columnFacts,
  duckdbReadsCsv,
  factsSql,
  kindFits,
  kindOfFacts,
  readCsvSql,
  typedSql,
} from './duckdb-csv-sql.ts';
import { planShape, type ShapeOptions } from './options.ts';
import type { UploadKind } from './values.ts';

/** The header, the delimiter and the first rows of the file as the JS reader reads them. */
async function jsHead(
  path: string,
  fileName: string,
  csv: CsvOptions,
): Promise<{ header: string[]; delimiter: string; rows: string[][] } | null> {
  let head: { header: string[]; delimiter: string } | null = null;
  for await (const record of csvRecords(path, fileName, csv)) {
    if ('header' in record) head = record;
    else return head && { ...head, rows: record.rows };
  }
  return head && { ...head, rows: [] };
}

const sameCell = (js: string | null | undefined, duck: unknown) => (js ?? null) === (duck ?? null);

/**
 * A CSV upload read by DuckDB's own CSV reader (a private in-memory DuckDB that may read this one
 * file only): one pass infers every column's kind with the JS reader's rules, a second streams the
 * typed rows as data chunks straight into a DuckDB warehouse's appender, with no value passing
 * through JS. Null (the caller reads the file with the JS reader) when an option needs the JS
 * reader, when DuckDB's reading of the first rows differs from the JS reader's, when DuckDB refuses
 * the file (the JS reader then gives the precise refusal), or when only the JS reader can tell a
 * column's kind. A value that does not fit the kinds asked for makes `duckdbChunks` null, and the
 * JS reader's rows name it.
 */
export async function duckdbCsvSource(
  path: string,
  fileName: string,
  csv: CsvOptions,
  shape: ShapeOptions,
): Promise<{ source: UploadSource; close(): Promise<void> } | null> {
  const { gzip, zip } = await checkCsvFile(fileName, path);
  if (!duckdbReadsCsv(csv, shape, zip)) return null;
  let head: Awaited<ReturnType<typeof jsHead>>;
  let plan: ReturnType<typeof planCsvColumns>;
  let shaped: ReturnType<typeof planShape>;
  try {
    head = await jsHead(path, fileName, csv);
    if (!head || head.header.length < 2) return null; // DuckDB reads a blank line of a one-column file as a null
    plan = planCsvColumns(head.header, csv);
    shaped = planShape(plan.names, shape);
  } catch {
    return null; // The JS reader refuses it, with its message.
  }
  let instance: DuckDBInstance | null = null;
  let connection: DuckDBConnection | null = null;
  const close = async () => {
    connection?.closeSync();
    instance?.closeSync();
    connection = null;
    instance = null;
  };
  try {
    // One thread and a small buffer pool: the gateway's memory stays flat whatever the file's size.
    instance = await memoryInstanceReading([path], { threads: '1', memory_limit: '32MB' });
    connection = await instance.connect();
    const from = readCsvSql(path, head.header.length, head.delimiter, gzip);
    const cells = cellsSql(from, head.header.length, plan.keep, csv);
    const width = plan.keep.length;
    const firstJs = head.rows.slice(0, csv.rowsToRead ?? head.rows.length).map(plan.cells);
    const firstDuck = (await connection.runAndReadAll(`${cells} LIMIT ${firstJs.length + 1}`)).getRows();
    const agrees =
      firstDuck.length >= firstJs.length &&
      firstJs.every((row, r) => row.every((cell, k) => sameCell(cell, firstDuck[r]?.[k])));
    if (!agrees) {
      await close();
      return null;
    }
    const row = (await connection.runAndReadAll(factsSql(cells, width))).getRowObjects()[0] ?? {};
    if (row.nul === true) {
      await close();
      return null;
    }
    const facts: ColumnFacts[] = plan.keep.map((_, k) => {
      const mask = row[`m_${k}`];
      return columnFacts(Number(row[`n_${k}`] ?? 0), mask === null || mask === undefined ? null : Number(mask));
    });
    const kinds = facts.map((f, k) => shaped.forced[k] ?? kindOfFacts(f));
    if (kinds.some((k) => k === 'unsure')) {
      await close();
      return null;
    }
    const reading = connection;
    const source: UploadSource = {
      columns: shaped.names.map((name, k) => ({ name, kind: kinds[k] as UploadKind })),
      batches: () => csvBatches(path, fileName, csv, shape),
      duckdbChunks(asked) {
        if (asked.length !== width || !asked.every((kind, k) => kindFits(facts[k] as ColumnFacts, kind))) return null;
        return (async function* () {
          const result = await reading.stream(typedSql(cells, asked));
          for (;;) {
            const chunk: DuckDBDataChunk | null = await result.fetchChunk();
            if (!chunk || chunk.rowCount === 0) return;
            yield chunk;
          }
        })();
      },
    };
    return { source, close };
  } catch {
    await close();
    return null; // DuckDB could not read it: the JS reader does, or refuses it with its message.
  }
}
