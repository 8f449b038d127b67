import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES, controlNames } from '../control-panel.ts';
import { vizRegistry } from '../registry.ts';

const plugins = Object.entries(vizRegistry);

describe('viz control panels', () => {
  it.each(plugins)('%s: a Query section first, on the data tab, with what its query needs', (vizType, plugin) => {
    const [first] = plugin.controlPanel.controlPanelSections;
    expect(first?.label).toBe('Query');
    expect(first?.tab).toBe('data');
    const names = controlNames(plugin.controlPanel);
    expect(names).toContain('adhoc_filters');
    // A histogram counts the values of one column: it has no metric. A bubble chart's metrics are x, y and size.
    if (vizType !== 'histogram_v2') {
      expect(names.some((name) => name === 'metric' || name === 'metrics' || name === 'size')).toBe(true);
    }
    // Single numbers, and the calendar whose only dimension is the Time section's time column.
    if (!['table', 'big_number_total', 'bullet', 'pop_kpi', 'cal_heatmap'].includes(vizType)) {
      expect(
        names.some((name) =>
          ['x_axis', 'groupby', 'columns', 'source', 'series', 'groupbyRows', 'column', 'entity'].includes(name),
        ),
      ).toBe(true);
    }
  });

  it.each(plugins)('%s: each control once, in-place controls of a known type', (_vizType, plugin) => {
    const names = controlNames(plugin.controlPanel);
    expect(new Set(names).size).toBe(names.length);
    for (const section of plugin.controlPanel.controlPanelSections) {
      expect(section.label).toBeTruthy();
      for (const row of section.controlSetRows) {
        for (const item of row) {
          if (item === null || typeof item === 'string') continue;
          expect(item.name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
          // ColumnConfigControl is Superset's table column editor: a known name the explore screen may not draw yet.
          if (item.config.type !== 'ColumnConfigControl') {
            expect(CONTROL_TYPES as readonly string[]).toContain(item.config.type);
          }
        }
      }
    }
  });

  it('time-series panels carry advanced analytics and annotations; the table switches columns by query mode', () => {
    for (const vizType of ['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area'] as const) {
      const labels = vizRegistry[vizType].controlPanel.controlPanelSections.map((s) => s.label);
      expect(labels).toEqual(['Query', 'Advanced analytics', 'Annotations and Layers', 'Chart Title', 'Chart Options']);
      expect(controlNames(vizRegistry[vizType].controlPanel)).toEqual(
        expect.arrayContaining(['rolling_type', 'time_compare', 'resample_rule', 'annotation_layers', 'show_legend']),
      );
    }
    const table = vizRegistry.table.controlPanel.controlPanelSections[0]!;
    const find = (name: string) =>
      table.controlSetRows.flat().find((item) => item !== null && typeof item !== 'string' && item.name === name);
    const allColumns = find('all_columns');
    const groupby = find('groupby');
    if (typeof allColumns !== 'object' || allColumns === null || typeof groupby !== 'object' || groupby === null)
      throw new Error('table panel lacks all_columns or groupby');
    expect(allColumns.config.visibility?.({ query_mode: 'raw' })).toBe(true);
    expect(allColumns.config.visibility?.({ query_mode: 'aggregate' })).toBe(false);
    expect(groupby.config.visibility?.({})).toBe(true);
  });
});
