import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from './duckdb.ts';

const dir = mkdtempSync(join(tmpdir(), 'chartroom-duck-lock-'));
const secretFile = join(dir, 'secret.csv');
writeFileSync(secretFile, 'k,v\nsecret,42\n');
const uploaded = join(dir, 'upload.csv');
writeFileSync(uploaded, 'a,b\n1,2\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Statements DuckDB itself must refuse even if the SQL guard let them through. */
const ESCAPES = [
  `SELECT * FROM read_text('${secretFile}')`,
  `SELECT * FROM read_csv('${secretFile}')`,
  `SELECT * FROM '${secretFile}'`,
  `SELECT * FROM glob('${dir}/*')`,
  `COPY (SELECT 1) TO '${join(dir, 'out.csv')}'`,
  `ATTACH '${join(dir, 'other.duckdb')}' AS other`,
  'INSTALL httpfs',
  'SET enable_external_access = true',
  'SET autoinstall_known_extensions = true',
];

describe('DuckDB warehouse connections', () => {
  it.each([
    ['in memory', ':memory:'],
    ['on a file', join(dir, 'warehouse.duckdb')],
  ])('read nothing outside the database %s, and cannot be unlocked', async (_label, path) => {
    const duck = new DuckDBConnector(path);
    try {
      expect((await duck.query('SELECT 41 + 1 AS answer', [])).rows).toEqual([{ answer: 42 }]);
      for (const sql of ESCAPES) {
        const error = await duck.query(sql, []).then(
          () => null,
          (e: Error) => e.message,
        );
        expect(error, sql).not.toBeNull();
        expect(error, sql).not.toContain('secret,42');
      }
      const settings = await duck.query(
        "SELECT name, value FROM duckdb_settings() WHERE name IN ('enable_external_access', 'lock_configuration', 'autoload_known_extensions', 'autoinstall_known_extensions') ORDER BY name",
        [],
      );
      expect(settings.rows).toEqual([
        { name: 'autoinstall_known_extensions', value: 'false' },
        { name: 'autoload_known_extensions', value: 'false' },
        { name: 'enable_external_access', value: 'false' },
        { name: 'lock_configuration', value: 'true' },
      ]);
    } finally {
      await duck.close();
    }
  });

  it('lets the server read the one file it hands over (an upload), and no other', async () => {
    const duck = new DuckDBConnector(':memory:', { allowedPaths: [uploaded] });
    try {
      expect((await duck.query(`SELECT * FROM read_csv('${uploaded}')`, [])).rows).toEqual([{ a: 1, b: 2 }]);
      await expect(duck.query(`SELECT * FROM read_text('${secretFile}')`, [])).rejects.toThrow(/disabled/);
      await expect(duck.query("SET allowed_paths = ['/']", [])).rejects.toThrow();
    } finally {
      await duck.close();
    }
  });
});
