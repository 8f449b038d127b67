import { basename, join } from 'node:path';
import { exampleUuid } from './example-ids.ts';

export const EXAMPLES_FILE_NAME = 'examples.duckdb';
export const EXAMPLES_DATABASE_UUID = exampleUuid('database/examples');

/** Where a connector opens a database: its own URI, or a local stand-in for it. */
export interface ConnectorTarget {
  uri: string;
  readOnly: boolean;
}

/** The part of a `dbs` row that decides whether it is the generated examples warehouse. */
export interface WarehouseRow {
  id: number;
  uuid?: string | null;
  sqlalchemyUri: string;
}

/** `duckdb:///<abs dir>/examples.duckdb` for a data dir. */
export function examplesUri(dataDir: string): string {
  return `duckdb:///${join(dataDir, EXAMPLES_FILE_NAME).replace(/^\/+/, '')}`;
}

/**
 * True for the examples database as Chartroom registered it: its fixed uuid and a DuckDB file
 * named examples.duckdb. The directory may be another node's data dir; a user who points the
 * database elsewhere (a legal edit) makes it an ordinary database again.
 */
export function isGeneratedExamples(row: WarehouseRow): boolean {
  if (row.uuid !== EXAMPLES_DATABASE_UUID) return false;
  const match = /^duckdb:\/\/\/(.+)$/.exec(row.sqlalchemyUri.trim());
  return match !== null && basename(match[1] as string) === EXAMPLES_FILE_NAME;
}

/**
 * Every gateway and worker serves the examples from its own copy in its own data dir, opened
 * read-only: the copy is generated deterministically (fixed seed and row count), so nodes on one
 * machine share one file (DuckDB lets any number of processes read a file nobody writes) and nodes
 * on other machines build the same file. Nothing writes to it after generation (file uploads are
 * off on the examples database).
 *
 * The pool's stand-in resolver: the examples database opens on this node's copy, read-only.
 */
export function examplesTarget(dataDir: string): (row: WarehouseRow) => ConnectorTarget | null {
  const local = examplesUri(dataDir);
  return (row) => (isGeneratedExamples(row) ? { uri: local, readOnly: true } : null);
}
