import type { QueryContextInput } from '../../engine/query-context.ts';
import type {
  FunnelFormData,
  GaugeFormData,
  RadarFormData,
  SankeyFormData,
  SunburstFormData,
  TreemapFormData,
  WordCloudFormData,
} from '../form-data.ts';
import { buildCategoryQuery } from './category-query.ts';

/** Treemap: the metric by the hierarchy of group-by columns, largest first. */
export function buildTreemapQuery(formData: TreemapFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['groupby'], metrics: ['metric'] },
    { sortByMetric: formData.sort_by_metric },
  );
}

/** Sunburst: the metric (and a secondary one for colour) by the hierarchy in `columns`. */
export function buildSunburstQuery(formData: SunburstFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['columns'], metrics: ['metric', 'secondary_metric'] },
    { sortByMetric: formData.sort_by_metric, orderBy: formData.metric },
  );
}

/** Funnel: one stage per group, ordered by the metric unless sorting is off. */
export function buildFunnelQuery(formData: FunnelFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['groupby'], metrics: ['metric'] },
    { sortByMetric: formData.sort_by_metric },
  );
}

/** Gauge: the metric, once per group when there are groups. */
export function buildGaugeQuery(formData: GaugeFormData): QueryContextInput {
  return buildCategoryQuery(formData, { columns: ['groupby'], metrics: ['metric'] });
}

/** Radar: every metric per group; the series limit metric (else the first metric) ranks the groups. */
export function buildRadarQuery(formData: RadarFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['groupby'], metrics: ['metrics'] },
    { orderBy: formData.timeseries_limit_metric, ascending: formData.order_desc === false },
  );
}

/** Sankey: the metric per (source, target) link, heaviest first. */
export function buildSankeyQuery(formData: SankeyFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['source', 'target'], metrics: ['metric'] },
    { sortByMetric: formData.sort_by_metric },
  );
}

/** Word cloud: the metric per word of `series`, largest first (the row limit keeps the biggest). */
export function buildWordCloudQuery(formData: WordCloudFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['series'], metrics: ['metric'] },
    { sortByMetric: formData.sort_by_metric },
  );
}
