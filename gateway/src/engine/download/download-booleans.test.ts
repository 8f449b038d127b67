import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GenericDataType } from '../../connectors/connector.ts';
import { SqliteConnector } from '../../connectors/sqlite.ts';
import { createMemoryResultCache } from '../cache.ts';
import type { DatasetDescriptor } from '../dataset.ts';
import { parseQueryContext } from '../query-context.ts';
import { runQueryContextDownload } from './download.ts';

const dir = mkdtempSync(join(tmpdir(), 'chartroom-dl-bool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dataset: DatasetDescriptor = {
  id: 901,
  tableName: 'flags',
  schema: null,
  sql: null,
  mainDttmCol: null,
  columns: [
    {
      columnName: 'name',
      verboseName: null,
      type: 'TEXT',
      typeGeneric: GenericDataType.STRING,
      isDttm: false,
      expression: null,
      groupby: true,
      filterable: true,
      pythonDateFormat: null,
    },
    {
      columnName: 'active',
      verboseName: null,
      type: 'BOOLEAN',
      typeGeneric: GenericDataType.BOOLEAN,
      isDttm: false,
      expression: null,
      groupby: true,
      filterable: true,
      pythonDateFormat: null,
    },
  ],
  metrics: [],
  version: '1',
  cacheTimeout: null,
};

/** SQLite stores a BOOLEAN column as 0/1; a downloaded file says True/False, as on every engine. */
describe('downloads of BOOLEAN columns from SQLite', () => {
  it('write True and False, not 1 and 0, in a streamed CSV', async () => {
    const connector = new SqliteConnector(join(dir, 'flags.db'));
    try {
      await connector.query('CREATE TABLE flags (name TEXT, active BOOLEAN)', []);
      await connector.query("INSERT INTO flags VALUES ('a', 1), ('b', 0), ('c', NULL)", []);
      const file = await runQueryContextDownload(
        parseQueryContext({
          datasource: { id: 901, type: 'table' },
          result_format: 'csv',
          queries: [{ columns: ['name', 'active'], orderby: [['name', true]], row_limit: 10 }],
        }),
        { dataset, connector, cache: createMemoryResultCache(), now: new Date() },
      );
      const text = await new Response(file.body).text();
      expect(text.trim().split(/\r?\n/)).toEqual(['name,active', 'a,True', 'b,False', 'c,']);
    } finally {
      await connector.close();
    }
  });
});
