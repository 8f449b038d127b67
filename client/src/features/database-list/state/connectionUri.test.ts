import { describe, expect, it } from 'vitest';
import { connectionUri, missingParameters, parseConnectionUri } from './connectionUri.ts';

const params = { host: '127.0.0.1', port: '5432', database: 'test', username: 'postgres', password: 'p@ss:w/rd' };

describe('connectionUri', () => {
  it('builds server URIs with encoded credentials and file URIs for embedded engines', () => {
    expect(connectionUri('postgresql', params)).toBe('postgresql://postgres:p%40ss%3Aw%2Frd@127.0.0.1:5432/test');
    expect(connectionUri('mysql', { ...params, port: '3306', password: '' })).toBe(
      'mysql://postgres@127.0.0.1:3306/test',
    );
    expect(connectionUri('duckdb', { ...params, database: '/data/x.duckdb' })).toBe('duckdb:////data/x.duckdb');
  });

  it("names each missing field with 'This is a required field'", () => {
    expect(missingParameters('postgresql', { ...params, host: ' ', username: '' })).toEqual({
      host: 'This is a required field',
      username: 'This is a required field',
    });
    expect(missingParameters('sqlite', { ...params, host: '' })).toEqual({});
  });

  it('reads a stored masked URI back into the form and rebuilds the same URI (the mask keeps the password)', () => {
    const stored = 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/sales%20db';
    const parsed = parseConnectionUri(stored);
    expect(parsed).toEqual({
      engine: 'postgresql',
      parameters: {
        username: 'postgres',
        password: 'XXXXXXXXXX',
        host: '127.0.0.1',
        port: '5432',
        database: 'sales db',
      },
    });
    expect(parsed && connectionUri(parsed.engine, parsed.parameters)).toBe(stored);
    expect(parseConnectionUri('mariadb+pymysql://root@db/test')?.engine).toBe('mysql');
    const file = parseConnectionUri('duckdb:////data/x.duckdb');
    expect(file?.parameters.database).toBe('/data/x.duckdb');
    expect(file && connectionUri(file.engine, file.parameters)).toBe('duckdb:////data/x.duckdb');
  });

  it('gives up on URIs the parameter form cannot show (query options, unknown engines)', () => {
    expect(parseConnectionUri('postgresql://u@h:5432/db?sslmode=require')).toBeNull();
    expect(parseConnectionUri('oracle://u@h/db')).toBeNull();
    expect(parseConnectionUri('not a uri')).toBeNull();
  });
});
