import { describe, expect, it } from 'vitest';
import { formatDatasourceKey, parseDatasourceKey } from './datasource-key.ts';
import { FormDataError } from './errors.ts';

describe('parseDatasourceKey', () => {
  it('splits id and type', () => {
    expect(parseDatasourceKey('3__table')).toEqual({ id: 3, type: 'table' });
    expect(parseDatasourceKey('12__saved_query')).toEqual({ id: 12, type: 'saved_query' });
  });

  it('round-trips through formatDatasourceKey', () => {
    expect(formatDatasourceKey(parseDatasourceKey('42__query'))).toBe('42__query');
  });

  it.each(['', 'table', '3_table', '3__', '__table', 'x__table', '3__druid', '-1__table'])('refuses %j', (key) => {
    expect(() => parseDatasourceKey(key)).toThrow(FormDataError);
  });

  it('names the expected shape in its message', () => {
    expect(() => parseDatasourceKey('3:table')).toThrow('expected "<id>__<type>"');
  });
});
