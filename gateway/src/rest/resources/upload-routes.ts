import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import Papa from 'papaparse';
import { GenericDataType } from '../../connectors/connector.ts';
import { DuckDBConnector } from '../../connectors/duckdb.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { type UploadTable, writeTable } from './upload-write.ts';

type IfExists = 'fail' | 'replace' | 'append';

function ifExistsOf(raw: unknown): IfExists {
  const v = raw === undefined || raw === '' ? 'fail' : String(raw);
  if (v !== 'fail' && v !== 'replace' && v !== 'append') {
    throw new BadRequestError({ already_exists: ['Must be one of: fail, replace, append.'] });
  }
  return v;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A column's type from its text values: integer, float, boolean, ISO date/time, else text. */
function inferType(values: string[]): GenericDataType | 'INTEGER' {
  const present = values.filter((v) => v !== '');
  if (present.length === 0) return GenericDataType.STRING;
  if (present.every((v) => /^-?\d{1,15}$/.test(v))) return 'INTEGER';
  if (present.every((v) => /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(v))) return GenericDataType.NUMERIC;
  if (present.every((v) => /^(true|false)$/i.test(v))) return GenericDataType.BOOLEAN;
  if (present.every((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)))) {
    return GenericDataType.TEMPORAL;
  }
  return GenericDataType.STRING;
}

function parseCsv(text: string, delimiter: string | undefined): UploadTable {
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiter || '', skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new UnprocessableError(
      `Parsing error: ${e?.message ?? 'malformed CSV'}${e?.row !== undefined ? ` (row ${e.row + 1})` : ''}`,
    );
  }
  const [header, ...body] = parsed.data;
  if (!header || header.length === 0) throw new UnprocessableError('Parsing error: the file has no header row');
  const names = header.map((h, i) => h.trim() || `Unnamed: ${i}`);
  if (new Set(names).size !== names.length)
    throw new UnprocessableError('Parsing error: duplicate column names in the header');
  const types = names.map((_, i) => inferType(body.map((r) => r[i] ?? '')));
  const rows = body.map((r) =>
    names.map((_, i) => {
      const v = r[i] ?? '';
      if (v === '') return null;
      const t = types[i];
      if (t === 'INTEGER' || t === GenericDataType.NUMERIC) return Number(v);
      if (t === GenericDataType.BOOLEAN) return /^true$/i.test(v);
      if (t === GenericDataType.TEMPORAL)
        return new Date(
          v.length === 10 ? `${v}T00:00:00Z` : /Z|[+-]\d{2}:?\d{2}$/.test(v) ? v : `${v.replace(' ', 'T')}Z`,
        );
      return v;
    }),
  );
  return { columns: names.map((name, i) => ({ name, kind: types[i] ?? GenericDataType.STRING })), rows };
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
    const columns = result.columns.map((c) => ({
      name: c.name,
      kind: (c.generic === GenericDataType.NUMERIC && /INT/.test(c.type)
        ? 'INTEGER'
        : c.generic) as UploadTable['columns'][number]['kind'],
    }));
    return { columns, rows: result.rows.map((row) => result.columns.map((c) => row[c.name] ?? null)) };
  } catch (error) {
    throw new UnprocessableError(`Parsing error: ${(error as Error).message}`);
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
  const table =
    format === 'csv'
      ? parseCsv(await file.text(), typeof form.delimiter === 'string' ? form.delimiter : undefined)
      : await parseParquet(new Uint8Array(await file.arrayBuffer()));
  const connector = c.get('services').connectors.get(database);
  const rows = await writeTable(connector, { schema, name: tableName }, table, ifExists);
  return c.json({ message: 'OK', result: { table_name: tableName, schema, rows } }, 201);
}

/** File uploads into an upload-enabled database (Superset's csv_upload / columnar_upload / upload). */
export function mountUploadRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/database/:id/csv_upload', (c) => upload(c, 'csv'));
  app.post('/api/v1/database/:id/columnar_upload', (c) => upload(c, 'columnar'));
  app.post('/api/v1/database/:id/upload', (c) => upload(c, 'form'));
}
