import { MariaSQL, MySQL, PostgreSQL, SQLite, StandardSQL } from '@codemirror/lang-sql';
import { describe, expect, it } from 'vitest';
import { completionNamespace, tablesMentioned } from './completion.ts';
import { dialectFor } from './dialect.ts';
import { previewSql } from './previewSql.ts';

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

describe('tablesMentioned', () => {
  it('finds known tables named bare, quoted or qualified, once each, in order', () => {
    const sql = 'select * from public.Orders o join "people" p on p.id = o.id join orders x on true';
    expect(tablesMentioned(sql, ['people', 'orders', 'unused'])).toEqual(['orders', 'people']);
  });
});

describe('previewSql', () => {
  it('quotes only names that need it, the database way', () => {
    expect(previewSql('postgresql', 'public', 'orders')).toBe('SELECT *\nFROM public.orders\nLIMIT 100');
    expect(previewSql('postgresql', 'Sales', 'my "t"')).toBe('SELECT *\nFROM "Sales"."my ""t"""\nLIMIT 100');
    expect(previewSql('mysql', '', 'Order`s')).toBe('SELECT *\nFROM `Order``s`\nLIMIT 100');
  });
});
