import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../engine/query-context.ts';
import { FormDataError } from './errors.ts';
import type { ChartFormData } from './form-data.ts';
import { buildQueryContext, getVizPlugin, isVizType, registerViz, type VizPlugin, vizRegistry } from './registry.ts';

const samples: ChartFormData[] = [
  { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'echarts_timeseries_bar', x_axis: 'ds', metrics: ['count'], groupby: ['g'] },
  { datasource: '1__table', viz_type: 'echarts_area', x_axis: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'pie', groupby: ['g'], metric: 'count' },
  { datasource: '1__table', viz_type: 'table', groupby: ['g'], metrics: ['count'] },
  { datasource: '1__table', viz_type: 'big_number_total', metric: 'count' },
  { datasource: '1__table', viz_type: 'big_number', x_axis: 'ds', metric: 'count' },
  { datasource: '1__table', viz_type: 'echarts_timeseries_scatter', x_axis: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'echarts_timeseries_smooth', x_axis: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'echarts_timeseries_step', x_axis: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'mixed_timeseries', x_axis: 'ds', metrics: ['count'], metrics_b: ['count'] },
  { datasource: '1__table', viz_type: 'dist_bar', groupby: ['g'], metrics: ['count'] },
  { datasource: '1__table', viz_type: 'heatmap_v2', x_axis: 'g', groupby: ['h'], metric: 'count' },
  { datasource: '1__table', viz_type: 'treemap_v2', groupby: ['g'], metric: 'count' },
  { datasource: '1__table', viz_type: 'sunburst_v2', columns: ['g'], metric: 'count' },
  { datasource: '1__table', viz_type: 'funnel', groupby: ['g'], metric: 'count' },
  { datasource: '1__table', viz_type: 'gauge_chart', metric: 'count' },
  { datasource: '1__table', viz_type: 'radar', groupby: ['g'], metrics: ['count'] },
  { datasource: '1__table', viz_type: 'sankey_v2', source: 'g', target: 'h', metric: 'count' },
  { datasource: '1__table', viz_type: 'word_cloud', series: 'g', metric: 'count' },
  { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['g'], metrics: ['count'] },
  { datasource: '1__table', viz_type: 'box_plot', columns: ['g'], groupby: ['h'], metrics: ['count'] },
  { datasource: '1__table', viz_type: 'histogram_v2', column: 'v', groupby: ['g'] },
  { datasource: '1__table', viz_type: 'bubble_v2', entity: 'g', x: 'count', y: 'count', size: 'count' },
  { datasource: '1__table', viz_type: 'waterfall', x_axis: 'ds', metric: 'count' },
  { datasource: '1__table', viz_type: 'bullet', metric: 'count', ranges: '10,20' },
  { datasource: '1__table', viz_type: 'pop_kpi', metric: 'count', time_compare: '1 year ago' },
  { datasource: '1__table', viz_type: 'graph_chart', source: 'g', target: 'h', metric: 'count' },
  { datasource: '1__table', viz_type: 'cal_heatmap', granularity_sqla: 'ds', metrics: ['count'] },
  { datasource: '1__table', viz_type: 'world_map', entity: 'country', metric: 'count', secondary_metric: 'sum__num' },
];

describe('vizRegistry', () => {
  it('describes every viz type', () => {
    expect(Object.keys(vizRegistry).sort()).toEqual(samples.map((s) => s.viz_type).sort());
    for (const plugin of Object.values(vizRegistry)) {
      expect(plugin.name).toBeTruthy();
      expect(plugin.label).toBeTruthy();
      expect(plugin.description.length).toBeGreaterThan(20);
      expect(plugin.tags.length).toBeGreaterThan(0);
    }
    expect(getVizPlugin('pie')?.category).toBe('Part of a Whole');
  });

  it.each(samples)('buildQueryContext($viz_type) gives a valid query context', (formData) => {
    const ctx = buildQueryContext(formData);
    const parsed = parseQueryContext(JSON.parse(JSON.stringify(ctx)));
    expect(parsed.datasource).toEqual({ id: 1, type: 'table' });
    expect(parsed.queries.length).toBeGreaterThan(0);
    // A histogram counts raw values: its query has no metrics.
    if (formData.viz_type === 'histogram_v2') expect(parsed.queries[0]?.columns).toContain('v');
    else expect(parsed.queries[0]?.metrics).toContain('count');
  });

  it('takes more plugins through registerViz, once each', () => {
    // A real plugin would declare its form data by augmenting VizFormDataMap; the casts stand for that here.
    type Augmented = Parameters<typeof registerViz>[0];
    const plugin: VizPlugin<ChartFormData> = {
      name: 'Sunburst Chart',
      label: 'Sunburst',
      category: 'Part of a Whole',
      tags: ['Hierarchical'],
      description: 'Rings of a hierarchy, sized by a metric, for the test only.',
      buildQuery: (fd) => ({ datasource: { id: 1, type: 'table' }, queries: [{ columns: [fd.viz_type] }] }),
      controlPanel: { controlPanelSections: [] },
    };
    registerViz('test_only_viz' as Augmented, plugin as never);
    try {
      expect(isVizType('test_only_viz')).toBe(true);
      const ctx = buildQueryContext({ datasource: '1__table', viz_type: 'test_only_viz' } as unknown as ChartFormData);
      expect(ctx.queries[0]?.columns).toEqual(['test_only_viz']);
      expect(() => registerViz('test_only_viz' as Augmented, plugin as never)).toThrow('already registered');
      expect(() => registerViz('pie', plugin as never)).toThrow('"pie" is already registered');
    } finally {
      // Test files share the module registry: the next file must not see this plugin.
      delete (vizRegistry as Record<string, unknown>).test_only_viz;
    }
  });

  it('refuses an unknown viz type with the list of known ones', () => {
    const bad = { datasource: '1__table', viz_type: 'sunburst' } as unknown as ChartFormData;
    expect(() => buildQueryContext(bad)).toThrow(FormDataError);
    expect(() => buildQueryContext(bad)).toThrow(/Unknown viz_type "sunburst"; known types: .*echarts_timeseries_line/);
    expect(isVizType('toString')).toBe(false);
  });
});
