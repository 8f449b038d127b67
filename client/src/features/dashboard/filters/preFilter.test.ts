import { describe, expect, it } from 'vitest';
import type { NativeFilter } from './extraFormData.ts';
import { draftOf, emptyDraft, nativeFilterOf, storedFilter } from './filterDrafts.ts';
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

  it('is stored as one SQL WHERE ad-hoc filter and read back; a saved time range is kept', () => {
    const draft = { ...emptyDraft(), name: 'Country', datasetId: 3, column: 'country', preFilter: " region = 'EMEA' " };
    const stored = storedFilter(draft, {});
    expect(stored.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "region = 'EMEA'" },
    ]);
    expect(stored).not.toHaveProperty('time_range');
    const filter: NativeFilter = { ...nativeFilterOf(draft), timeRange: 'Last year' };
    const again = draftOf(filter);
    expect(again.preFilter).toBe("region = 'EMEA'");
    expect(storedFilter(again, {}).time_range).toBe('Last year');
    expect(storedFilter({ ...draft, preFilter: '' }, {})).not.toHaveProperty('adhoc_filters');
    expect(storedFilter({ ...draft, filterType: 'filter_time' }, {})).not.toHaveProperty('adhoc_filters');
  });
});
