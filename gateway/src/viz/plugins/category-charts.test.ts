import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import {
  buildFunnelQuery,
  buildGaugeQuery,
  buildRadarQuery,
  buildSankeyQuery,
  buildSunburstQuery,
  buildTreemapQuery,
  buildWordCloudQuery,
} from './category-charts.ts';

const base = { datasource: '5__table' } as const;
const valid = (ctx: ReturnType<typeof buildTreemapQuery>) =>
  expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();

describe('category chart queries', () => {
  it('treemap: the metric by the hierarchy, largest first; unsorted when sort_by_metric is off', () => {
    const ctx = buildTreemapQuery({
      ...base,
      viz_type: 'treemap_v2',
      groupby: ['product_line', 'product'],
      metric: 'sum__revenue',
    });
    expect(ctx.queries[0]).toMatchObject({
      columns: ['product_line', 'product'],
      metrics: ['sum__revenue'],
      orderby: [['sum__revenue', false]],
    });
    valid(ctx);
    const unsorted = buildTreemapQuery({
      ...base,
      viz_type: 'treemap_v2',
      groupby: ['a'],
      metric: 'count',
      sort_by_metric: false,
    });
    expect(unsorted.queries[0]?.orderby).toBeUndefined();
  });

  it('sunburst: hierarchy from columns, the secondary metric asked too, ordered by the primary', () => {
    const ctx = buildSunburstQuery({
      ...base,
      viz_type: 'sunburst_v2',
      columns: ['region', 'country'],
      metric: 'sum__revenue',
      secondary_metric: 'sum__cost',
    });
    expect(ctx.queries[0]).toMatchObject({
      columns: ['region', 'country'],
      metrics: ['sum__revenue', 'sum__cost'],
      orderby: [['sum__revenue', false]],
    });
    valid(ctx);
  });

  it('funnel and gauge: one metric by the groups', () => {
    const funnel = buildFunnelQuery({
      ...base,
      viz_type: 'funnel',
      groupby: ['stage'],
      metric: 'count',
      row_limit: 10,
    });
    expect(funnel.queries[0]).toMatchObject({ columns: ['stage'], metrics: ['count'], row_limit: 10 });
    valid(funnel);
    const gauge = buildGaugeQuery({ ...base, viz_type: 'gauge_chart', metric: 'margin_pct' });
    expect(gauge.queries[0]).toMatchObject({ columns: [], metrics: ['margin_pct'] });
    valid(gauge);
  });

  it('radar: every metric per group, ranked by the sort metric', () => {
    const ctx = buildRadarQuery({
      ...base,
      viz_type: 'radar',
      groupby: ['region'],
      metrics: ['sum__revenue', 'count'],
      timeseries_limit_metric: 'count',
      order_desc: false,
    });
    expect(ctx.queries[0]).toMatchObject({
      columns: ['region'],
      metrics: ['sum__revenue', 'count'],
      orderby: [['count', true]],
    });
    valid(ctx);
  });

  it('sankey: the metric per source and target; word cloud: per word', () => {
    const sankey = buildSankeyQuery({
      ...base,
      viz_type: 'sankey_v2',
      source: 'channel',
      target: 'region',
      metric: 'count',
    });
    expect(sankey.queries[0]).toMatchObject({
      columns: ['channel', 'region'],
      metrics: ['count'],
      orderby: [['count', false]],
    });
    valid(sankey);
    const words = buildWordCloudQuery({
      ...base,
      viz_type: 'word_cloud',
      series: 'product',
      metric: 'sum__quantity',
      row_limit: 100,
    });
    expect(words.queries[0]).toMatchObject({ columns: ['product'], metrics: ['sum__quantity'], row_limit: 100 });
    valid(words);
  });
});
