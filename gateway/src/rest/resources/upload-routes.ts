import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { DuckDBConnector } from '../../connectors/duckdb.ts';
import { checkColumnarFile, decodeCsvBytes, FileError, parseCsvText } from '../../uploads/csv-read.ts';
import { applyShapeOptions, OptionError } from '../../uploads/options.ts';
import type { UploadKind } from '../../uploads/values.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { datasetAfterUpload } from './upload-dataset.ts';
import { checkFields, csvOptionsOf, type Fields, shapeOptionsOf } from './upload-form.ts';
import { cleanDriverMessage, type UploadTable, writeTable } from './upload-write.ts';

type IfExists = 'fail' | 'replace' | 'append';

function ifExistsOf(raw: unknown): IfExists {
  const v = raw === undefined || raw === '' ? 'fail' : String(raw);
  if (v !== 'fail' && v !== 'replace' && v !== 'append') {
    throw new BadRequestError({ already_exists: ['Must be one of: fail, replace, append.'] });
  }
  return v;
}

function kindOfParquet(type: string): UploadKind {
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER)$/.test(type)) return 'INTEGER';
  if (/^(FLOAT|DOUBLE|DECIMAL)/.test(type)) return 'FLOAT';
  if (type === 'BOOLEAN') return 'BOOLEAN';
  if (type === 'DATE') return 'DATE';
  if (/^TIMESTAMP/.test(type)) return 'TIMESTAMP';
  return 'TEXT';
}

/** Parquet is read by an in-memory DuckDB from a temporary file, then written through the target's own connector. */
async function parseParquet(bytes: Uint8Array): Promise<UploadTable> {
  const dir = await mkdtemp(join(tmpdir(), 'chartroom-upload-'));
  const file = join(dir, 'upload.parquet');
  // The server's own trusted path: this DuckDB may read the uploaded file and nothing else.
  const duck = new DuckDBConnector(':memory:', { allowedPaths: [file] });
  try {
    await writeFile(file, bytes);
    const result = await duck.query(`SELECT * FROM read_parquet('${file.replaceAll("'", "''")}')`, []);
    const columns = result.columns.map((c) => ({ name: c.name, kind: kindOfParquet(c.type) }));
    return { columns, rows: result.rows.map((row) => result.columns.map((c) => row[c.name] ?? null)) };
  } catch (error) {
    throw new UnprocessableError(`Parsing error: ${cleanDriverMessage((error as Error).message)}`);
  } finally {
    await duck.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

async function upload(c: Context<AppEnv>, requested: 'csv' | 'columnar' | 'form') {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_upload', 'Database');
  const id = parseId(c.req.param('id'));
  const database = id === null ? null : await ctx.prisma.database.findUnique({ where: { id } });
  if (!database) throw new NotFoundError();
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new BadRequestError('The upload must be sent as multipart/form-data');
  const form = await c.req.parseBody();
  checkFields(Object.keys(form));
  const fields: Fields = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  const file = form.file ?? form.csv_file ?? form.columnar_file;
  if (!(file instanceof File)) throw new BadRequestError({ file: ['Field may not be null.'] });
  const tableName = typeof form.table_name === 'string' ? form.table_name.trim() : '';
  if (!tableName) throw new BadRequestError({ table_name: ['Missing data for required field.'] });
  const schema = typeof form.schema === 'string' && form.schema.trim() ? form.schema.trim() : null;
  if (!database.allowFileUpload) {
    throw new UnprocessableError(
      `Database "${database.databaseName}" does not allow file uploads. Turn on "Allow file uploads to database" in its settings.`,
    );
  }
  // Superset 4.1's generic /upload/ names the format in the form (`type`: csv or columnar).
  const format =
    requested === 'form'
      ? form.type === 'columnar'
        ? 'columnar'
        : form.type === 'csv' || form.type === undefined
          ? 'csv'
          : null
      : requested;
  if (format === null) throw new BadRequestError({ type: ['Must be one of: csv, columnar.'] });
  const ifExists = ifExistsOf(form.already_exists ?? form.if_exists);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let table: UploadTable;
  try {
    const shape = shapeOptionsOf(fields);
    if (format === 'csv') {
      const options = csvOptionsOf(fields);
      const text = decodeCsvBytes(file.name, bytes, options.encoding);
      table = applyShapeOptions(parseCsvText(text, options), shape);
    } else {
      checkColumnarFile(file.name, bytes);
      table = applyShapeOptions(await parseParquet(bytes), shape);
    }
  } catch (error) {
    if (error instanceof FileError || error instanceof OptionError) throw new UnprocessableError(error.message);
    throw error;
  }
  const connector = c.get('services').connectors.get(database);
  const rows = await writeTable(connector, { schema, name: tableName }, table, ifExists);
  const datasetId = await datasetAfterUpload(ctx.prisma, c.get('services').connectors, ctx.user, database.id, {
    schema,
    name: tableName,
  });
  return c.json({ message: 'OK', result: { table_name: tableName, schema, rows, dataset_id: datasetId } }, 201);
}

/** File uploads into an upload-enabled database (Superset's csv_upload / columnar_upload / upload). */
export function mountUploadRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/database/:id/csv_upload', (c) => upload(c, 'csv'));
  app.post('/api/v1/database/:id/columnar_upload', (c) => upload(c, 'columnar'));
  app.post('/api/v1/database/:id/upload', (c) => upload(c, 'form'));
}
