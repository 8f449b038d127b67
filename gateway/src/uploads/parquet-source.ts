import { DuckDBConnector } from '../connectors/duckdb.ts';
import { getDialect } from '../engine/dialects/index.ts';
import type { UploadSource } from './csv-source.ts';
import type { UploadKind } from './values.ts';

/** A Parquet column type as an upload kind; nested and unknown types are refused rather than flattened. */
export function kindOfParquet(type: string): UploadKind | null {
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|HUGEINT)$/.test(type)) return 'INTEGER';
  if (/^(FLOAT|DOUBLE|DECIMAL)/.test(type)) return 'FLOAT';
  if (type === 'BOOLEAN') return 'BOOLEAN';
  if (type === 'DATE') return 'DATE';
  if (/^TIMESTAMP/.test(type)) return 'TIMESTAMP';
  if (type === 'VARCHAR' || type === 'UUID' || type === 'TIME' || type === 'BLOB' || type === 'ENUM') return 'TEXT';
  return null;
}

/** A refusal of a Parquet file's content: a 422 with this message. */
export class ParquetError extends Error {}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Parquet files (several are one table, their columns matched by name, as Superset concatenates
 * them) read by a private in-memory DuckDB that may read those files only. Integers and times are
 * read as text so that 64-bit values and microseconds arrive exactly; rows are read a batch at a time.
 */
export async function parquetSource(paths: string[]): Promise<{ source: UploadSource; close(): Promise<void> }> {
  const duck = new DuckDBConnector(':memory:', { allowedPaths: paths });
  const q = getDialect('duckdb').quoteIdentifier;
  const from = `read_parquet([${paths.map(literal).join(', ')}], union_by_name = true)`;
  try {
    const described = await duck.query(`DESCRIBE SELECT * FROM ${from}`, []);
    const columns: { name: string; kind: UploadKind }[] = [];
    const selects: string[] = [];
    for (const row of described.rows) {
      const name = String(row.column_name);
      const type = String(row.column_type);
      const kind = kindOfParquet(type);
      if (kind === null) {
        throw new ParquetError(`Column "${name}" has type ${type}, which cannot be stored in a table column.`);
      }
      columns.push({ name, kind });
      selects.push(kind === 'FLOAT' || kind === 'BOOLEAN' ? q(name) : `CAST(${q(name)} AS VARCHAR) AS ${q(name)}`);
    }
    const sql = `SELECT ${selects.join(', ')} FROM ${from}`;
    const source: UploadSource = {
      columns,
      async *batches() {
        const stream = duck.stream ? await duck.stream(sql, [], { batchRows: 10_000 }) : null;
        if (!stream) {
          const all = await duck.query(sql, []);
          yield all.rows.map((r) => columns.map((c) => r[c.name] ?? null));
          return;
        }
        for await (const batch of stream.batches) yield batch;
      },
    };
    return { source, close: () => duck.close() };
  } catch (error) {
    await duck.close().catch(() => undefined);
    throw error;
  }
}
