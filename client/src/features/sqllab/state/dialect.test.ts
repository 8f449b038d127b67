import { MariaSQL, MySQL, PostgreSQL, SQLite, StandardSQL } from '@codemirror/lang-sql';
import { describe, expect, it } from 'vitest';
import { completionNamespace } from './completion.ts';
import { dialectFor } from './dialect.ts';

describe('dialectFor', () => {
  it('maps each backend to its nearest CodeMirror dialect', () => {
    expect(dialectFor('postgresql')).toBe(PostgreSQL);
    expect(dialectFor('duckdb')).toBe(PostgreSQL);
    expect(dialectFor('mysql')).toBe(MySQL);
    expect(dialectFor('mariadb')).toBe(MariaSQL);
    expect(dialectFor('sqlite')).toBe(SQLite);
    expect(dialectFor(null)).toBe(StandardSQL);
  });
});

describe('completionNamespace', () => {
  it('nests schemas, tables and known columns; schemas without tables still complete', () => {
    expect(
      completionNamespace(
        ['public', 'empty'],
        [
          { schema: 'public', name: 'orders', columns: ['id', 'city'] },
          { schema: 'public', name: 'people' },
        ],
      ),
    ).toEqual({ public: { orders: ['id', 'city'], people: [] }, empty: {} });
  });
});
