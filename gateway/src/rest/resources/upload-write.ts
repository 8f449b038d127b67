import { randomBytes } from 'node:crypto';
import type { Connector } from '../../connectors/connector.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { type BulkWriter, openBulkWriter } from '../../uploads/bulk.ts';
import { FileError } from '../../uploads/csv-read.ts';
import type { UploadSource } from '../../uploads/csv-source.ts';
import { OptionError } from '../../uploads/options.ts';
import {
  COLUMN_TYPES,
  coerce,
  kindOfColumn,
  type UploadKind,
  ValueError,
  withoutControls,
} from '../../uploads/values.ts';
import { UnprocessableError } from '../errors.ts';

/** A parsed upload held in memory: column kinds and rows in column order. */
export interface UploadTable {
  columns: { name: string; kind: UploadKind }[];
  rows: unknown[][];
}

/** An in-memory table as a source (Parquet and Excel reads). */
export function tableSource(table: UploadTable, batchRows = 10_000): UploadSource {
  return {
    columns: table.columns,
    async *batches() {
      for (let start = 0; start < table.rows.length; start += batchRows)
        yield table.rows.slice(start, start + batchRows);
    },
  };
}

/** A driver's message without the statement, control bytes or file paths, and short. */
export function cleanDriverMessage(message: string): string {
  const first = withoutControls(message.split('\n')[0] ?? '');
  const noPaths = first.replace(/(['"]?)(\/[^\s'"]+)+\1/g, '<file>');
  return noPaths.length > 200 ? `${noPaths.slice(0, 200)}…` : noPaths;
}

/**
 * Every value of a batch converted for its column, or the whole upload refused with the first
 * misfit's row and column (Superset names both). `offset` is the batch's first row index.
 */
function bindRows(
  rows: unknown[][],
  offset: number,
  columns: string[],
  kinds: UploadKind[],
  dialect: Connector['dialect'],
): unknown[][] {
  return rows.map((row, r) =>
    kinds.map((kind, i) => {
      try {
        return coerce(row[i] ?? null, kind, dialect);
      } catch (error) {
        if (!(error instanceof ValueError)) throw error;
        throw new UnprocessableError(`Row ${offset + r + 1}, column "${columns[i] ?? i}": ${error.message}.`);
      }
    }),
  );
}

/**
 * Creates, replaces or appends to a table, all or nothing. Values are checked first; the rows then
 * go into a staging table beside the target, and only a complete staging table is swapped in
 * (create, replace: a rename) or copied over in one statement (append), so a refusal at any point
 * leaves the target exactly as it was. 'fail' refuses an existing table with Superset's message.
 */
export async function writeTable(
  connector: Connector,
  uri: string,
  target: { schema: string | null; name: string },
  table: UploadSource,
  ifExists: 'fail' | 'replace' | 'append',
): Promise<number> {
  if (table.columns.length === 0) throw new UnprocessableError('The file has no columns');
  const dialect = getDialect(connector.dialect);
  const q = dialect.quoteIdentifier;
  const qualify = (name: string) => `${target.schema ? `${q(target.schema)}.` : ''}${q(name)}`;
  const qualified = qualify(target.name);
  const driverFailure = (error: unknown) =>
    error instanceof UnprocessableError
      ? error
      : error instanceof FileError || error instanceof OptionError
        ? new UnprocessableError(error.message)
        : new UnprocessableError(`Database upload file failed: ${cleanDriverMessage((error as Error).message ?? '')}`);

  let exists: boolean;
  let kinds = table.columns.map((c) => c.kind);
  let columnNames = table.columns.map((c) => c.name);
  try {
    const existing = await connector.listTables(target.schema);
    exists = existing.some((t) => t.name === target.name);
    if (exists && ifExists === 'append') {
      const current = await connector.listColumns(target);
      const byName = new Map(current.map((c) => [c.name, c]));
      const missing = columnNames.filter((n) => !byName.has(n));
      if (missing.length > 0) {
        throw new UnprocessableError(
          `The table has no column ${missing.map((m) => `"${m}"`).join(', ')}; an append needs the file's columns to exist in the table.`,
        );
      }
      kinds = columnNames.map((n) => kindOfColumn(byName.get(n) as NonNullable<ReturnType<typeof byName.get>>));
      columnNames = columnNames.map((n) => byName.get(n)?.name ?? n);
    }
  } catch (error) {
    throw driverFailure(error);
  }
  if (exists && ifExists === 'fail') {
    throw new UnprocessableError(
      "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.",
    );
  }
  const tag = randomBytes(4).toString('hex');
  // Short enough for every engine's identifier limit (MySQL 64, PostgreSQL 63).
  const stagingName = `${target.name.slice(0, 40)}__upl_${tag}`;
  const staging = qualify(stagingName);
  const types = COLUMN_TYPES[connector.dialect];
  const columnList = columnNames.map((n) => q(n)).join(', ');
  let stagingExists = false;
  let writer: BulkWriter | null = null;
  let count = 0;
  try {
    const definitions = columnNames.map((n, i) => `${q(n)} ${types[kinds[i] ?? 'TEXT']}`).join(', ');
    await connector.query(`CREATE TABLE ${staging} (${definitions})`, []);
    stagingExists = true;
    writer = await openBulkWriter({
      connector,
      uri,
      table: { schema: target.schema, name: stagingName },
      columns: columnNames,
    });
    // DuckDB's typed chunks when the source has them and every value fits; otherwise rows checked here.
    const chunks = writer.appendChunks ? (table.duckdbChunks?.(kinds) ?? null) : null;
    if (chunks && writer.appendChunks) count = await writer.appendChunks(chunks);
    else {
      for await (const batch of table.batches()) {
        const rows = bindRows(batch, count, columnNames, kinds, connector.dialect);
        await writer.write(rows);
        count += rows.length;
      }
    }
    await writer.finish();
    await writer.close();
    writer = null;
    if (exists && ifExists === 'append') {
      // One statement: every engine applies it whole or not at all.
      await connector.query(`INSERT INTO ${qualified} (${columnList}) SELECT ${columnList} FROM ${staging}`, []);
    } else if (exists) {
      await swapIn(connector, qualify, target.name, stagingName, tag);
      stagingExists = false;
    } else {
      await connector.query(`ALTER TABLE ${staging} RENAME TO ${q(target.name)}`, []);
      stagingExists = false;
    }
    return count;
  } catch (error) {
    throw driverFailure(error);
  } finally {
    if (writer) await writer.close().catch(() => undefined);
    if (stagingExists) await connector.query(`DROP TABLE IF EXISTS ${staging}`, []).catch(() => undefined);
  }
}

/** Replace: the old table steps aside, the complete staging table takes its name, then the old one goes. */
async function swapIn(
  connector: Connector,
  qualify: (name: string) => string,
  name: string,
  stagingName: string,
  tag: string,
): Promise<void> {
  const q = getDialect(connector.dialect).quoteIdentifier;
  const oldName = `${name.slice(0, 40)}__old_${tag}`;
  if (connector.dialect === 'mysql') {
    // MySQL renames both in one atomic statement.
    await connector.query(
      `RENAME TABLE ${qualify(name)} TO ${qualify(oldName)}, ${qualify(stagingName)} TO ${qualify(name)}`,
      [],
    );
  } else {
    await connector.query(`ALTER TABLE ${qualify(name)} RENAME TO ${q(oldName)}`, []);
    try {
      await connector.query(`ALTER TABLE ${qualify(stagingName)} RENAME TO ${q(name)}`, []);
    } catch (error) {
      await connector.query(`ALTER TABLE ${qualify(oldName)} RENAME TO ${q(name)}`, []).catch(() => undefined);
      await connector.query(`DROP TABLE IF EXISTS ${qualify(stagingName)}`, []).catch(() => undefined);
      throw error;
    }
  }
  await connector.query(`DROP TABLE ${qualify(oldName)}`, []);
}
