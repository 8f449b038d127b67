import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../rest/errors.ts';
import { savedQueryContext } from './chart-saved-query.ts';

describe('savedQueryContext', () => {
  const saved = JSON.stringify({ datasource: { id: 1, type: 'table' }, queries: [{}], result_type: 'full' });

  it('keeps the saved query, with the caller result type and format when given', () => {
    expect(savedQueryContext(saved, {})).toEqual(JSON.parse(saved));
    expect(savedQueryContext(saved, { type: 'samples', format: 'csv' })).toMatchObject({
      result_type: 'samples',
      result_format: 'csv',
      queries: [{}],
    });
  });

  it('asks to save the chart again when nothing usable was saved', () => {
    for (const raw of [null, '', '{broken']) {
      expect(() => savedQueryContext(raw, {})).toThrow(BadRequestError);
      expect(() => savedQueryContext(raw, {})).toThrow(
        'Chart has no query context saved. Please save the chart again.',
      );
    }
  });
});
