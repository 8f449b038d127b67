import { describe, expect, it } from 'vitest';
import { connectionUri, missingParameters } from './connectionUri.ts';

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
});
