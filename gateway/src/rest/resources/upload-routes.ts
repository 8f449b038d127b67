import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { decryptSecret } from '../../auth/index.ts';
import { databaseFileOf } from '../../connectors/create-connector.ts';
import { checkColumnarFile, FileError } from '../../uploads/csv-read.ts';
import { csvSource, type UploadSource } from '../../uploads/csv-source.ts';
import { headOf, isZip } from '../../uploads/csv-stream.ts';
import { duckdbCsvSource } from '../../uploads/duckdb-csv.ts';
import { excelSource } from '../../uploads/excel-source.ts';
import { OptionError } from '../../uploads/options.ts';
import { ParquetError, parquetSource } from '../../uploads/parquet-source.ts';
import {
  MalformedUploadError,
  type ReceivedUpload,
  receiveUpload,
  TooLargeError,
  uploadMaxBytes,
} from '../../uploads/receive.ts';
import { reshapeSource } from '../../uploads/reshape-source.ts';
import { unzipParquetFiles } from '../../uploads/zip-entries.ts';
import { connectionUri } from '../connection-uri.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, HttpError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { datasetAfterUpload } from './upload-dataset.ts';
import { checkFields, csvOptionsOf, shapeOptionsOf, sheetNameOf, textField } from './upload-form.ts';
import { cleanDriverMessage, writeTable } from './upload-write.ts';

type IfExists = 'fail' | 'replace' | 'append';
type Format = 'csv' | 'columnar' | 'excel';

function ifExistsOf(raw: string | undefined): IfExists {
  const v = raw === undefined || raw === '' ? 'fail' : raw;
  if (v !== 'fail' && v !== 'replace' && v !== 'append') {
    throw new BadRequestError({ already_exists: ['Must be one of: fail, replace, append.'] });
  }
  return v;
}

const FILE_FIELDS = new Set(['file', 'csv_file', 'columnar_file', 'excel_file']);

/**
 * The file read as an upload source (CSV streamed from disk, read by DuckDB's own reader when the
 * warehouse is a DuckDB file; Parquet read by a private DuckDB).
 */
async function sourceOf(
  format: Format,
  received: ReceivedUpload,
  fields: Record<string, string>,
  cleanups: (() => Promise<void>)[],
  duckdbWarehouse: boolean,
): Promise<UploadSource> {
  const files = received.files.filter((f) => FILE_FIELDS.has(f.field));
  const shape = shapeOptionsOf(fields);
  if (format === 'csv') {
    if (files.length !== 1) throw new BadRequestError({ file: ['A CSV upload takes exactly one file.'] });
    const file = files[0] as (typeof files)[number];
    const csv = csvOptionsOf(fields);
    if (duckdbWarehouse) {
      const read = await duckdbCsvSource(file.path, file.name, csv, shape);
      if (read) {
        cleanups.push(read.close);
        return read.source;
      }
    }
    return csvSource(file.path, file.name, csv, shape);
  }
  if (format === 'excel') {
    if (files.length !== 1) throw new BadRequestError({ file: ['An Excel upload takes exactly one file.'] });
    const file = files[0] as (typeof files)[number];
    return excelSource(file.path, file.name, sheetNameOf(fields), csvOptionsOf(fields), shape);
  }
  // Parquet files, given as such or zipped (one ZIP may hold several).
  const paths: string[] = [];
  for (const file of files) {
    const head = await headOf(file.path);
    if (isZip(head)) {
      const dir = await mkdtemp(join(tmpdir(), 'chartroom-upload-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      for (const entry of await unzipParquetFiles(file.path, dir)) {
        const size = (await stat(entry.path)).size;
        checkColumnarFile(entry.name, await headOf(entry.path), await tailOf(entry.path, size));
        paths.push(entry.path);
      }
      continue;
    }
    checkColumnarFile(file.name, head, await tailOf(file.path, file.size));
    paths.push(file.path);
  }
  let source: UploadSource;
  try {
    const read = await parquetSource(paths);
    cleanups.push(read.close);
    source = read.source;
  } catch (error) {
    if (error instanceof ParquetError) throw new UnprocessableError(error.message);
    throw new UnprocessableError(`Parsing error: ${cleanDriverMessage((error as Error).message)}`);
  }
  // Superset's columnar form: columns_read, dataframe_index and index_label (the CSV options do not apply).
  return reshapeSource(source, csvOptionsOf(fields).columnsRead, {
    dataframeIndex: shape.dataframeIndex,
    indexLabel: shape.indexLabel,
  });
}

async function tailOf(path: string, size: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(4, size));
    await handle.read(buffer, 0, buffer.length, Math.max(0, size - 4));
    return new Uint8Array(buffer);
  } finally {
    await handle.close();
  }
}

async function upload(c: Context<AppEnv>, requested: Format | 'form', maxBytes: number) {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_upload', 'Database');
  const id = parseId(c.req.param('id'));
  const database = id === null ? null : await ctx.prisma.database.findUnique({ where: { id } });
  if (!database) throw new NotFoundError();
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new BadRequestError('The upload must be sent as multipart/form-data');
  if (!database.allowFileUpload) {
    throw new UnprocessableError(
      `Database "${database.databaseName}" does not allow file uploads. Turn on "Allow file uploads to database" in its settings.`,
    );
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes + 1024 * 1024) {
    throw new HttpError(413, `The upload is larger than the limit (${Math.round(maxBytes / 1024 / 1024)} MB)`);
  }
  let received: ReceivedUpload;
  try {
    received = await receiveUpload(c.req.header(), c.req.raw.body as never, maxBytes);
  } catch (error) {
    if (error instanceof TooLargeError) throw new HttpError(413, error.message);
    if (error instanceof MalformedUploadError) throw new BadRequestError('The upload is not a valid multipart form');
    throw error;
  }
  const cleanups: (() => Promise<void>)[] = [received.cleanup];
  try {
    const fields = received.fields;
    checkFields([...Object.keys(fields), ...received.files.map((f) => f.field)]);
    if (!received.files.some((f) => FILE_FIELDS.has(f.field))) {
      throw new BadRequestError({ file: ['Field may not be null.'] });
    }
    const tableName = textField(fields, 'table_name')?.trim() ?? '';
    if (!tableName) throw new BadRequestError({ table_name: ['Missing data for required field.'] });
    const schema = textField(fields, 'schema')?.trim() || null;
    // Superset 4.1's generic /upload/ names the format in the form (`type`: csv, excel or columnar).
    const type = fields.type ?? 'csv';
    const format: Format | null =
      requested !== 'form' ? requested : type === 'csv' || type === 'excel' || type === 'columnar' ? type : null;
    if (format === null) throw new BadRequestError({ type: ['Must be one of: csv, excel, columnar.'] });
    const ifExists = ifExistsOf(fields.already_exists ?? fields.if_exists);
    const connector = c.get('services').connectors.get(database);
    const uri = connectionUri(database, decryptSecret);
    const file = databaseFileOf(uri);
    const duckdbWarehouse = connector.dialect === 'duckdb' && file !== null && file.path !== ':memory:';
    let source: UploadSource;
    try {
      source = await sourceOf(format, received, fields, cleanups, duckdbWarehouse);
    } catch (error) {
      if (error instanceof FileError || error instanceof OptionError) throw new UnprocessableError(error.message);
      throw error;
    }
    const target = { schema, name: tableName };
    const rows = await writeTable(connector, uri, target, source, ifExists);
    const datasetId = await datasetAfterUpload(ctx.prisma, c.get('services').connectors, ctx.user, database.id, target);
    return c.json({ message: 'OK', result: { table_name: tableName, schema, rows, dataset_id: datasetId } }, 201);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

/** Upload routes take bodies up to this size (CHARTROOM_UPLOAD_MAX_MB, default 500 MB), streamed to disk. */
export const UPLOAD_PATH = /^\/api\/v1\/database\/[^/]+\/(csv_upload|columnar_upload|upload)\/?$/;

/** File uploads into an upload-enabled database (Superset's csv_upload / columnar_upload, and upload with type csv, excel or columnar). */
export function mountUploadRoutes(app: Hono<AppEnv>): void {
  const maxBytes = uploadMaxBytes();
  app.post('/api/v1/database/:id/csv_upload', (c) => upload(c, 'csv', maxBytes));
  app.post('/api/v1/database/:id/columnar_upload', (c) => upload(c, 'columnar', maxBytes));
  app.post('/api/v1/database/:id/upload', (c) => upload(c, 'form', maxBytes));
}
