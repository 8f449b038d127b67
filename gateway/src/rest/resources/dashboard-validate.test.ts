import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.ts';
import { chartIdsInPositions, normaliseSlug } from './dashboard-access.ts';
import { tabsOf } from './dashboard-sub-routes.ts';
import { validateDashboardBody } from './dashboard-validate.ts';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof BadRequestError) return error.body;
    throw error;
  }
  throw new Error('expected a 400');
};

describe('dashboard save defaults (spec 000 §5)', () => {
  it('titles an empty dashboard, normalises the slug and clears uncertified details', () => {
    expect(
      validateDashboardBody(
        { dashboard_title: '  ', slug: ' My  Sales board! ', certified_by: '', certification_details: 'x' },
        { rbac: false },
      ),
    ).toEqual({
      dashboardTitle: '[ untitled dashboard ]',
      slug: 'My-Sales-board',
      certifiedBy: null,
      certificationDetails: null,
    });
    expect(validateDashboardBody({ slug: ' !! ' }, { rbac: false }).slug).toBeNull();
    expect(normaliseSlug('a b_c-d.e')).toBe('a-b_c-de');
  });

  it('takes roles only under DASHBOARD_RBAC', () => {
    expect(validateDashboardBody({ roles: [1, 2] }, { rbac: false }).roleIds).toBeUndefined();
    expect(validateDashboardBody({ roles: [1, 2] }, { rbac: true }).roleIds).toEqual([1, 2]);
  });

  it('names every bad field', () => {
    expect(
      refusal(() =>
        validateDashboardBody(
          {
            dashboard_title: 'x'.repeat(501),
            owners: ['a'],
            published: 'yes',
            json_metadata: '{"native_filter_configuration": {}}',
            position_json: '[1]',
          },
          { rbac: false },
        ),
      ),
    ).toEqual({
      dashboard_title: ['Longer than maximum length 500.'],
      owners: ['Not a valid list of integers.'],
      published: ['Not a valid boolean.'],
      position_json: ['JSON not valid'],
      json_metadata: ['native_filter_configuration: Not a valid value.'],
    });
    expect(refusal(() => validateDashboardBody({ json_metadata: '{' }, { rbac: false }))).toEqual({
      json_metadata: ['JSON not valid'],
    });
  });
});

describe('layouts', () => {
  const positions = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', children: ['TABS-1'] },
    'TABS-1': { type: 'TABS', children: ['TAB-a', 'TAB-b'] },
    'TAB-a': { type: 'TAB', children: ['CHART-1'], meta: { text: 'A' } },
    'TAB-b': { type: 'TAB', children: ['TABS-2'], meta: { text: 'B' } },
    'TABS-2': { type: 'TABS', children: ['TAB-c'] },
    'TAB-c': { type: 'TAB', children: [], meta: { defaultText: 'C' } },
    'CHART-1': { type: 'CHART', children: [], meta: { chartId: 7 } },
    'CHART-2': { type: 'CHART', children: [], meta: { chartId: 7 } },
    'MARKDOWN-1': { type: 'MARKDOWN', meta: { chartId: 9 } },
  };

  it('lists the charts of a layout once each', () => {
    expect(chartIdsInPositions(positions)).toEqual([7]);
    expect(chartIdsInPositions(null)).toEqual([]);
  });

  it('builds the tab tree', () => {
    expect(tabsOf(positions)).toEqual({
      all_tabs: { 'TAB-a': 'A', 'TAB-b': 'B', 'TAB-c': 'C' },
      tab_tree: [
        { value: 'TAB-a', title: 'A', children: [] },
        { value: 'TAB-b', title: 'B', children: [{ value: 'TAB-c', title: 'C', children: [] }] },
      ],
    });
  });
});
