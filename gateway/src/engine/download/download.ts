import { Readable } from 'node:stream';
import archiver from 'archiver';
import { GenericDataType, type RowBatches } from '../../connectors/connector.ts';
import { rowBatches } from '../../connectors/row-batches.ts';
import { compileQuery, MAX_ROW_LIMIT } from '../compile-query.ts';
import { getDialect } from '../dialects/index.ts';
import { QueryCompileError, QueryExecutionError } from '../errors.ts';
import { effectiveQuery, naiveNow, type RunQueryContextDeps, runLimits, runQueryContext } from '../execute.ts';
import type { QueryContext, QueryObject, ResultType } from '../query-context.ts';
import { toBoolean } from '../result-data.ts';
import { csvStream } from './csv-stream.ts';
import type { TableSource } from './table-source.ts';
import { xlsxStream } from './xlsx.ts';

export interface ChartDataDownload {
  /** The file (or ZIP of files), produced as it is read; cancelling it cancels the query. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  filename: string;
}

export interface DownloadDeps extends RunQueryContextDeps {
  /** Upper bound of rows per file (Superset's SQL_MAX_ROW by default). */
  maxRows?: number;
  /** Rows per batch read from the database. */
  batchRows?: number;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/** Rows straight from the database need no engine-side work (no join, no post-processing, no cache). */
const STREAMED_TYPES: readonly ResultType[] = ['full', 'results', 'samples', 'drill_detail'];
const PAYLOAD_BATCH_ROWS = 5000;

/** Superset's generate_download_headers: the file is named after the moment it was made. */
function fileStamp(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}_${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

function executionError(e: unknown): unknown {
  if (e instanceof QueryCompileError || e instanceof QueryExecutionError) return e;
  return new QueryExecutionError(e instanceof Error ? e.message : String(e), { cause: e });
}

/**
 * How to get one query's rows. Compilation happens now (bad requests fail before any byte is
 * sent); the database is reached only when the returned function runs.
 */
function prepareSource(ctx: QueryContext, q: QueryObject, deps: DownloadDeps): () => Promise<TableSource> {
  const resultType: ResultType = q.result_type ?? ctx.result_type;
  const { connector } = deps;
  const effective = effectiveQuery(q, resultType, deps.dataset);
  const streamable =
    connector.stream !== undefined &&
    STREAMED_TYPES.includes(resultType) &&
    effective.post_processing.length === 0 &&
    effective.time_offsets.length === 0 &&
    effective.annotation_layers.length === 0;
  if (streamable && connector.stream) {
    const stream = connector.stream.bind(connector);
    const maxRows = deps.maxRows ?? MAX_ROW_LIMIT;
    const compiled = compileQuery(effective, deps.dataset, getDialect(connector.dialect), {
      now: naiveNow(deps.now),
      maxRowLimit: maxRows,
      ...(effective.time_shift ? { timeShift: effective.time_shift } : {}),
    });
    const temporalLabels = new Set(compiled.columns.filter((c) => c.temporal).map((c) => c.label));
    const booleanLabels = new Set(compiled.columns.filter((c) => c.boolean).map((c) => c.label));
    return async () => {
      const { timeoutMs, gate } = runLimits(deps);
      // The database's cap on concurrent queries covers a download for as long as it reads.
      const release = gate ? await gate.acquire(deps.signal) : () => {};
      try {
        const rs = await stream(compiled.sql, compiled.parameters, {
          signal: deps.signal,
          timeoutMs,
          ...(deps.batchRows ? { batchRows: deps.batchRows } : {}),
        });
        const booleanAt = rs.columns.flatMap((c, i) => (booleanLabels.has(c.name) ? [i] : []));
        return {
          colnames: rs.columns.map((c) => c.name),
          temporal: rs.columns.map((c) => temporalLabels.has(c.name) || c.generic === GenericDataType.TEMPORAL),
          batches: gated(booleanAt.length ? withBooleans(rs.batches, booleanAt) : rs.batches, release),
        };
      } catch (e) {
        release();
        throw executionError(e);
      }
    };
  }
  return async () => {
    const { result } = await runQueryContext({ ...ctx, result_format: 'json', queries: [q] }, deps);
    const payload = result[0] ?? {};
    if (typeof payload.error === 'string' && payload.error) throw new QueryExecutionError(payload.error);
    let colnames = (payload.colnames as string[] | undefined) ?? [];
    let coltypes = (payload.coltypes as number[] | undefined) ?? [];
    let data = (payload.data as Record<string, unknown>[] | undefined) ?? [];
    if (resultType === 'query') {
      colnames = ['query'];
      coltypes = [GenericDataType.STRING];
      data = [{ query: payload.query }];
    }
    let offset = 0;
    const batches = rowBatches(
      async () => {
        if (offset >= data.length) return null;
        const slice = data.slice(offset, offset + PAYLOAD_BATCH_ROWS);
        offset += slice.length;
        return slice.map((row) => colnames.map((name) => row[name]));
      },
      () => {},
    );
    return { colnames, temporal: coltypes.map((t) => t === GenericDataType.TEMPORAL), batches };
  };
}

/** SQLite and MySQL/MariaDB stream a BOOLEAN column as 0/1: files say True/False on every engine. */
function withBooleans(batches: RowBatches, indexes: readonly number[]): RowBatches {
  return rowBatches(
    async () => {
      const next = await batches.next();
      if (next.done) return null;
      return next.value.map((row) => {
        const out = [...row];
        for (const i of indexes) out[i] = toBoolean(out[i]);
        return out;
      });
    },
    async () => {
      await batches.return();
    },
  );
}

/** The same batches, with `release` run once they are done (end, error or return). */
function gated(batches: RowBatches, release: () => void): RowBatches {
  return rowBatches(
    async () => {
      const next = await batches.next();
      return next.done ? null : next.value;
    },
    async () => {
      try {
        await batches.return();
      } finally {
        release();
      }
    },
  );
}

function fileStream(format: 'csv' | 'xlsx', source: TableSource): Readable {
  return format === 'csv' ? csvStream(source) : xlsxStream(source);
}

/** A stream that reaches the database only when first read (ZIP entries are written one by one). */
function lazyFile(format: 'csv' | 'xlsx', open: () => Promise<TableSource>): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const file = fileStream(format, await open());
    for await (const chunk of file) yield chunk as Buffer;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * result_format csv / xlsx: one query gives one file, several a ZIP of `query_1.csv`, ... Rows
 * stream from the database to the body (every connector reads in batches; computed results are
 * serialised from the engine's payload). A single query is started before
 * this returns, so that its failure is an error, not a truncated file.
 */
export async function runQueryContextDownload(ctx: QueryContext, deps: DownloadDeps): Promise<ChartDataDownload> {
  const format = ctx.result_format;
  if (format !== 'csv' && format !== 'xlsx') {
    throw new QueryCompileError(`result_format ${format} is not a file format (csv or xlsx)`, 'result_format');
  }
  if (!ctx.queries.length) throw new QueryCompileError('Empty query result');
  const sources = ctx.queries.map((q) => prepareSource(ctx, q, deps));
  const stamp = fileStamp(typeof deps.now === 'function' ? deps.now() : deps.now);

  if (sources.length === 1) {
    const source = await (sources[0] as () => Promise<TableSource>)();
    const file = fileStream(format, source);
    return {
      body: Readable.toWeb(file) as ReadableStream<Uint8Array>,
      contentType: CONTENT_TYPES[format],
      filename: `${stamp}.${format}`,
    };
  }

  const zip = archiver('zip', { zlib: { level: 6 } });
  sources.forEach((open, i) => {
    zip.append(lazyFile(format, open), { name: `query_${i + 1}.${format}` });
  });
  void zip.finalize().catch((e: unknown) => zip.destroy(e instanceof Error ? e : new Error(String(e))));
  return {
    body: Readable.toWeb(zip) as ReadableStream<Uint8Array>,
    contentType: CONTENT_TYPES.zip,
    filename: `${stamp}.zip`,
  };
}
