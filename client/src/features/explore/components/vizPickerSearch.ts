import { vizRegistry, vizThumbnail } from '@chartroom/viz';
import Fuse from 'fuse.js';

export interface VizEntry {
  readonly vizType: string;
  readonly name: string;
  readonly label: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly description: string;
  /** The example image of the detail panel. */
  readonly thumbnail: string;
}

/** Superset's fixed order of popular chart types: these sort first, the rest by name. */
export const POPULAR_ORDER: readonly string[] = [
  'echarts_timeseries_line',
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_timeseries_bar',
  'echarts_area',
  'pie',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'mixed_timeseries',
  'line',
  'dist_bar',
  'area',
  'bar',
  'deck_polygon',
  'time_table',
  'histogram',
  'deck_scatter',
  'deck_hex',
  'time_pivot',
  'deck_arc',
  'heatmap',
  'deck_grid',
  'deck_screengrid',
  'treemap_v2',
  'box_plot',
  'sunburst',
  'sankey',
  'word_cloud',
  'mapbox',
  'kepler',
  'cal_heatmap',
  'rose',
  'bubble',
  'deck_geojson',
  'horizon',
  'deck_multi',
  'compare',
  'partition',
  'event_flow',
  'deck_path',
  'graph_chart',
  'world_map',
  'paired_ttest',
  'para',
  'country_map',
  'funnel',
  'gauge_chart',
  'radar',
];

export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;

export function vizEntries(): VizEntry[] {
  const rank = (vizType: string) => {
    const index = POPULAR_ORDER.indexOf(vizType);
    return index === -1 ? POPULAR_ORDER.length : index;
  };
  return Object.entries(vizRegistry)
    .map(([vizType, plugin]) => ({
      vizType,
      name: plugin.name,
      label: plugin.label,
      category: plugin.category,
      tags: plugin.tags,
      description: plugin.description,
      thumbnail: vizThumbnail(vizType),
    }))
    .sort((a, b) => rank(a.vizType) - rank(b.vizType) || a.name.localeCompare(b.name));
}

/** Fuzzy search over name, tags and description (weights 4, 2, 1; threshold 0.3), best match first. */
export function searchVizTypes(entries: readonly VizEntry[], text: string): VizEntry[] {
  if (!text.trim()) return [...entries];
  const fuse = new Fuse(entries, {
    ignoreLocation: true,
    threshold: 0.3,
    keys: [
      { name: 'name', weight: 4 },
      { name: 'tags', weight: 2 },
      { name: 'description', weight: 1 },
    ],
  });
  return fuse.search(text.trim()).map((r) => r.item);
}

/** Categories in name order, with Other last. */
export function vizCategories(entries: readonly VizEntry[]): string[] {
  const names = [...new Set(entries.map((e) => e.category))];
  return names.sort((a, b) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)));
}
