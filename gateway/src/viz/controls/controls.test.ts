import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES, type ControlPanelConfig, controlNames } from '../control-panel.ts';
import { vizRegistry } from '../registry.ts';
import {
  explorePanelFor,
  getSharedControl,
  panelControls,
  panelDefaults,
  resolveControl,
  sharedControls,
} from './index.ts';

describe('shared control catalogue', () => {
  it('has every control of the issue, each of a known type with a label', () => {
    const names = [
      'datasource',
      'viz_type',
      'metrics',
      'metric',
      'groupby',
      'columns',
      'all_columns',
      'adhoc_filters',
      'time_range',
      'granularity_sqla',
      'time_grain_sqla',
      'x_axis',
      'row_limit',
      'series_limit',
      'series_limit_metric',
      'timeseries_limit_metric',
      'order_desc',
      'color_scheme',
      'show_legend',
      'y_axis_format',
      'currency_format',
      'x_axis_time_format',
      'rolling_type',
      'time_compare',
      'comparison_type',
      'contribution_mode',
      'resample_rule',
      'resample_method',
      'annotation_layers',
      'conditional_formatting',
      'slice_id',
      'cache_timeout',
      'url_params',
    ];
    for (const name of names) {
      const config = getSharedControl(name);
      expect(config, name).toBeDefined();
      expect(CONTROL_TYPES as readonly string[], name).toContain(config?.type);
      expect(config?.label, name).toBeTruthy();
    }
    expect(getSharedControl('toString')).toBeUndefined();
  });

  it('keeps the spec constants: row limit 10000, time range No filter, grain P1D, hidden chart controls', () => {
    expect(sharedControls.row_limit?.default).toBe(10000);
    expect(sharedControls.row_limit?.choices?.map(([v]) => v)).toEqual([
      10, 50, 100, 250, 500, 1000, 5000, 10000, 50000,
    ]);
    expect(sharedControls.limit?.choices?.map(([v]) => v)).toEqual([5, 10, 25, 50, 100, 500]);
    expect(sharedControls.time_range?.default).toBe('No filter');
    expect(sharedControls.time_grain_sqla?.default).toBe('P1D');
    expect(sharedControls.slice_id?.hidden).toBe(true);
    expect(sharedControls.metrics?.validators).toEqual(['required']);
  });

  it('hides rolling periods until a rolling function is chosen', () => {
    expect(sharedControls.rolling_periods?.visibility?.({ rolling_type: 'mean' })).toBe(true);
    expect(sharedControls.rolling_periods?.visibility?.({ rolling_type: 'None' })).toBe(false);
  });
});

describe('panels', () => {
  it('resolves every name a viz panel uses from the catalogue (or in place)', () => {
    for (const vizType of Object.keys(vizRegistry)) {
      const panel = explorePanelFor(vizType);
      for (const { name, config } of panelControls(panel)) {
        expect(config.type, `${vizType}: ${name}`).not.toMatch(/^unknown control/);
      }
      expect(controlNames(panel), vizType).toContain('time_range');
    }
  });

  it('applies a panel override on top of the catalogue, and marks unknown names', () => {
    const panel: ControlPanelConfig = { controlPanelSections: [], controlOverrides: { row_limit: { default: 100 } } };
    expect(resolveControl('row_limit', panel).config).toMatchObject({ type: 'SelectControl', default: 100 });
    expect(resolveControl('no_such_control', panel).config.type).toBe('unknown control "no_such_control"');
  });

  it('falls back to a table panel for an unknown viz type, with the Time section after Query', () => {
    const panel = explorePanelFor('sankey');
    expect(panel.controlPanelSections.map((s) => s.label).slice(0, 2)).toEqual(['Query', 'Time']);
    expect(panelDefaults(panel)).toMatchObject({ time_range: 'No filter', row_limit: 10000, metrics: [] });
  });
});
