import type { Connector, DialectName, GenericDataType } from '../../connectors/connector.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { UnprocessableError } from '../errors.ts';

/** A parsed upload: column kinds (INTEGER split from other numbers) and rows in column order. */
export interface UploadTable {
  columns: { name: string; kind: GenericDataType | 'INTEGER' }[];
  rows: unknown[][];
}

const TYPES: Record<DialectName, Record<string, string>> = {
  postgresql: { INTEGER: 'BIGINT', 0: 'DOUBLE PRECISION', 1: 'TEXT', 2: 'TIMESTAMP', 3: 'BOOLEAN' },
  mysql: { INTEGER: 'BIGINT', 0: 'DOUBLE', 1: 'TEXT', 2: 'DATETIME', 3: 'BOOLEAN' },
  sqlite: { INTEGER: 'INTEGER', 0: 'REAL', 1: 'TEXT', 2: 'TIMESTAMP', 3: 'BOOLEAN' },
  duckdb: { INTEGER: 'BIGINT', 0: 'DOUBLE', 1: 'VARCHAR', 2: 'TIMESTAMP', 3: 'BOOLEAN' },
};

/** Parameters per INSERT stay far below every driver's limit (SQLite 32766, PostgreSQL 65535). */
const MAX_PARAMETERS = 5_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Dates go in as naive UTC text, which every engine casts into its timestamp column. */
function bindable(value: unknown, dialect: DialectName): unknown {
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean' && dialect === 'sqlite') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * Creates (or replaces, or appends to) a table through the target database's own connector and
 * inserts the rows in batches. 'fail' refuses an existing table with Superset's message.
 */
export async function writeTable(
  connector: Connector,
  target: { schema: string | null; name: string },
  table: UploadTable,
  ifExists: 'fail' | 'replace' | 'append',
): Promise<number> {
  if (table.columns.length === 0) throw new UnprocessableError('The file has no columns');
  const dialect = getDialect(connector.dialect);
  const q = dialect.quoteIdentifier;
  const qualified = `${target.schema ? `${q(target.schema)}.` : ''}${q(target.name)}`;
  try {
    const existing = await connector.listTables(target.schema);
    const exists = existing.some((t) => t.name === target.name);
    if (exists && ifExists === 'fail') {
      throw new UnprocessableError(
        "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.",
      );
    }
    if (exists && ifExists === 'replace') await connector.query(`DROP TABLE ${qualified}`, []);
    if (!exists || ifExists === 'replace') {
      const types = TYPES[connector.dialect];
      const columns = table.columns.map((c) => `${q(c.name)} ${types[String(c.kind)]}`).join(', ');
      await connector.query(`CREATE TABLE ${qualified} (${columns})`, []);
    }
    const width = table.columns.length;
    const batch = Math.max(1, Math.floor(MAX_PARAMETERS / width));
    const columnList = table.columns.map((c) => q(c.name)).join(', ');
    for (let start = 0; start < table.rows.length; start += batch) {
      const rows = table.rows.slice(start, start + batch);
      const parameters: unknown[] = [];
      const tuples = rows.map((row) => {
        const marks = table.columns.map((_, i) => {
          parameters.push(bindable(row[i] ?? null, connector.dialect));
          return dialect.placeholder(parameters.length);
        });
        return `(${marks.join(', ')})`;
      });
      await connector.query(`INSERT INTO ${qualified} (${columnList}) VALUES ${tuples.join(', ')}`, parameters);
    }
    return table.rows.length;
  } catch (error) {
    if (error instanceof UnprocessableError) throw error;
    throw new UnprocessableError(`Database upload file failed: ${(error as Error).message}`);
  }
}
