import { describe, expect, it } from 'vitest';
import type { NativeFilter } from './extraFormData.ts';
import { draftErrors, draftOf, emptyDraft, nativeFilterOf, storedFilter } from './filterDrafts.ts';
import { filterValuesQueryContext, preFilterWhere } from './filterValuesQuery.ts';

describe("a select filter's pre-filter", () => {
  it('reads the SQL WHERE of its ad-hoc filters, joined with AND', () => {
    expect(preFilterWhere([{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: " region <> 'EMEA' " }])).toBe(
      "region <> 'EMEA'",
    );
    expect(
      preFilterWhere([
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a = 1' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(x) > 1' },
        { expressionType: 'SQL', sqlExpression: 'b = 2' },
      ]),
    ).toBe('(a = 1) AND (b = 2)');
    expect(preFilterWhere(null)).toBeNull();
    expect(preFilterWhere([{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' }])).toBeNull();
  });

  it('narrows the values query with it', () => {
    const context = filterValuesQueryContext(3, 'country', {}, '', {}, "region = 'EMEA'") as {
      queries: { extras: unknown }[];
    };
    expect(context.queries[0]?.extras).toEqual({ where: "region = 'EMEA'" });
    const none = filterValuesQueryContext(3, 'country', {}, '') as { queries: { extras: unknown }[] };
    expect(none.queries[0]?.extras).toEqual({});
  });

  it('narrows the values query to its time range on its time column; a parent time range overrides it', () => {
    type Context = { queries: { filters: unknown[]; time_range: string }[] };
    const own = filterValuesQueryContext(3, 'country', {}, '', {}, null, {
      range: 'Last year',
      column: 'order_date',
    }) as Context;
    expect(own.queries[0]?.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
    expect(own.queries[0]?.time_range).toBe('Last year');
    const parent = filterValuesQueryContext(
      3,
      'country',
      { time_range: 'Last week', filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      '',
      {},
      null,
      { range: 'Last year', column: 'order_date' },
    ) as Context;
    expect(parent.queries[0]?.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA'] },
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last week' },
    ]);
    // Without a time column, or with 'No filter', the values are not narrowed by time.
    for (const time of [{ range: 'Last year' }, { range: 'No filter', column: 'order_date' }]) {
      const none = filterValuesQueryContext(3, 'country', {}, '', {}, null, time) as Context;
      expect(none.queries[0]?.filters).toEqual([]);
    }
  });

  it('stores its time range with the time column (granularity_sqla) and asks for the column', () => {
    const draft = { ...emptyDraft(), name: 'Country', datasetId: 3, column: 'country', timeRange: 'Last year' };
    expect(draftErrors(draft, [draft]).timeColumn).toBe('A time column is required for the time range');
    const withColumn = { ...draft, timeColumn: 'order_date' };
    expect(draftErrors(withColumn, [withColumn])).toEqual({});
    expect(storedFilter(withColumn, {})).toMatchObject({ time_range: 'Last year', granularity_sqla: 'order_date' });
    const back = draftOf({ ...nativeFilterOf(withColumn) });
    expect([back.timeRange, back.timeColumn]).toEqual(['Last year', 'order_date']);
    const cleared = { ...withColumn, timeRange: 'No filter' };
    expect(storedFilter(cleared, {})).not.toHaveProperty('time_range');
    expect(storedFilter(cleared, {})).not.toHaveProperty('granularity_sqla');
    expect(storedFilter({ ...withColumn, filterType: 'filter_range' }, {})).not.toHaveProperty('time_range');
  });

  it('is stored as one SQL WHERE ad-hoc filter and read back; a saved time range is kept', () => {
    const draft = { ...emptyDraft(), name: 'Country', datasetId: 3, column: 'country', preFilter: " region = 'EMEA' " };
    const stored = storedFilter(draft, {});
    expect(stored.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "region = 'EMEA'" },
    ]);
    expect(stored).not.toHaveProperty('time_range');
    const filter: NativeFilter = { ...nativeFilterOf(draft), timeRange: 'Last year', timeColumn: 'order_date' };
    const again = draftOf(filter);
    expect(again.preFilter).toBe("region = 'EMEA'");
    expect(storedFilter(again, {}).time_range).toBe('Last year');
    expect(storedFilter({ ...draft, preFilter: '' }, {})).not.toHaveProperty('adhoc_filters');
    expect(storedFilter({ ...draft, filterType: 'filter_time' }, {})).not.toHaveProperty('adhoc_filters');
  });
});
