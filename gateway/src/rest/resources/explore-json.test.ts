import { describe, expect, it } from 'vitest';
import {
  datasourceOf,
  ExploreJsonError,
  exploreQueryContext,
  legacyPayload,
  needsSliceData,
  requestFormData,
  responseTypeOf,
} from './explore-json.ts';

describe('explore_json request reading', () => {
  it('takes the first flag set in Superset order of precedence', () => {
    const flags = (set: Record<string, string>) => (name: string) => set[name];
    expect(responseTypeOf(flags({}))).toBe('json');
    expect(responseTypeOf(flags({ query: 'true', csv: 'true' }))).toBe('csv');
    expect(responseTypeOf(flags({ samples: 'true', results: 'true' }))).toBe('results');
    expect(responseTypeOf(flags({ query: 'false' }))).toBe('json');
  });

  it('merges body, form field and query argument, the later overriding', () => {
    const fd = requestFormData({
      jsonBody: { queries: [{ a: 1, b: 1 }] },
      formField: JSON.stringify({ b: 2, c: 2, js_onclick_href: 'x' }),
      queryArg: JSON.stringify({ c: 3 }),
    });
    expect(fd).toEqual({ a: 1, b: 2, c: 3 });
    expect(requestFormData({ jsonBody: { form_data: { viz_type: 'table' } } })).toEqual({ viz_type: 'table' });
    expect(requestFormData({ jsonBody: { form_data: '{"viz_type":"pie"}' } })).toEqual({ viz_type: 'pie' });
    expect(() => requestFormData({ jsonBody: { form_data: '{' } })).toThrow('form_data in the body is not valid JSON');
    expect(() => requestFormData({ queryArg: '{oops' })).toThrow(ExploreJsonError);
    expect(() => requestFormData({ queryArg: '[1]' })).toThrow('form_data in the query string must be a JSON object');
  });

  it('completes only slice-id form data from the saved chart', () => {
    expect(needsSliceData({ slice_id: 3, extra_filters: [] })).toBe(true);
    expect(needsSliceData({ slice_id: 3, metrics: ['count'] })).toBe(false);
  });

  it('finds the datasource in the form data or the path', () => {
    expect(datasourceOf({ datasource: '3__table' }, {})).toEqual({ id: 3, type: 'table', key: '3__table' });
    expect(datasourceOf({}, { type: 'table', id: '7' })).toEqual({ id: 7, type: 'table', key: '7__table' });
    expect(() => datasourceOf({ datasource: 'None__table' }, {})).toThrow(
      'The dataset associated with this chart no longer exists',
    );
    expect(() => datasourceOf({ datasource: 'x__table' }, {})).toThrow('Invalid datasource id: x');
  });
});

describe('explore_json query and payload', () => {
  it('runs the base query for viz types Chartroom does not draw', () => {
    const ctx = exploreQueryContext(
      { viz_type: 'dist_bar', groupby: ['a'], metrics: ['count'], row_limit: 10 },
      '3__table',
      'csv',
      true,
    );
    expect(ctx.datasource).toEqual({ id: 3, type: 'table' });
    expect(ctx.result_format).toBe('csv');
    expect(ctx.force).toBe(true);
    expect(ctx.queries[0]).toMatchObject({ columns: ['a'], metrics: ['count'], row_limit: 10 });
  });

  it('shapes the legacy payload and the flag variants', () => {
    const r = { data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1, query: 'SELECT 1', status: 'success' };
    const full = legacyPayload(r, 'json', { viz_type: 'x' });
    expect(full).toMatchObject({ data: [{ a: 1 }], errors: [], form_data: { viz_type: 'x' }, status: 'success' });
    expect(legacyPayload({ query: 'SELECT 1', language: 'sql' }, 'query', {})).toEqual({
      query: 'SELECT 1',
      language: 'sql',
    });
    expect(legacyPayload(r, 'samples', {})).toEqual({ data: [{ a: 1 }], colnames: ['a'], coltypes: [0], rowcount: 1 });
    expect(legacyPayload({ error: 'boom', status: 'failed' }, 'json', {}).errors).toEqual([{ message: 'boom' }]);
  });
});
