import type { ControlPanelConfig, ControlPanelSection } from '../control-panel.ts';
import type { VizCategory } from '../registry.ts';

const query = (rows: ControlPanelSection['controlSetRows']): ControlPanelSection => ({
  label: 'Query',
  expanded: true,
  tab: 'data',
  controlSetRows: rows,
});

const evolution: ControlPanelConfig = {
  controlPanelSections: [
    query([
      ['x_axis'],
      ['time_grain_sqla'],
      ['metrics'],
      ['groupby'],
      ['adhoc_filters'],
      ['limit', 'timeseries_limit_metric'],
      ['order_desc'],
      ['row_limit'],
    ]),
    {
      label: 'Advanced analytics',
      tab: 'data',
      controlSetRows: [
        ['rolling_type'],
        ['rolling_periods', 'min_periods'],
        ['time_compare'],
        ['comparison_type'],
        ['resample_rule', 'resample_method'],
      ],
    },
    { label: 'Annotations and Layers', tab: 'data', expanded: false, controlSetRows: [['annotation_layers']] },
    {
      label: 'Chart Options',
      tab: 'customize',
      controlSetRows: [['color_scheme'], ['show_legend'], ['x_axis_time_format'], ['y_axis_format']],
    },
  ],
};

const partOfWhole: ControlPanelConfig = {
  controlPanelSections: [
    query([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']]),
    {
      label: 'Chart Options',
      tab: 'customize',
      controlSetRows: [['color_scheme'], ['show_legend'], ['number_format']],
    },
  ],
};

const table: ControlPanelConfig = {
  controlPanelSections: [
    query([['groupby'], ['metrics'], ['adhoc_filters'], ['timeseries_limit_metric', 'order_desc'], ['row_limit']]),
    { label: 'Options', tab: 'customize', controlSetRows: [['table_timestamp_format'], ['conditional_formatting']] },
  ],
};

const kpi: ControlPanelConfig = {
  controlPanelSections: [
    query([['metric'], ['adhoc_filters']]),
    { label: 'Chart Options', tab: 'customize', controlSetRows: [['y_axis_format'], ['currency_format']] },
  ],
};

const ranking: ControlPanelConfig = {
  controlPanelSections: [
    query([['groupby'], ['metrics'], ['adhoc_filters'], ['row_limit'], ['order_desc']]),
    {
      label: 'Chart Options',
      tab: 'customize',
      controlSetRows: [['color_scheme'], ['show_legend'], ['y_axis_format']],
    },
  ],
};

/**
 * The panel of a viz that brings none of its own, by its picker category: the controls its kind of
 * query needs (Query section first), then the customize options every chart of the kind shares.
 */
export const DEFAULT_CONTROL_PANELS: Readonly<Record<VizCategory, ControlPanelConfig>> = {
  Evolution: evolution,
  'Part of a Whole': partOfWhole,
  Table: table,
  KPI: kpi,
  Ranking: ranking,
  Distribution: ranking,
  Correlation: ranking,
  Flow: ranking,
  Map: partOfWhole,
};

/**
 * Superset of this era keeps the time column and range in a Time section above the query: every
 * panel gets one unless it places `time_range` itself.
 */
export const TIME_SECTION: ControlPanelSection = {
  label: 'Time',
  expanded: true,
  tab: 'data',
  description: 'Time related form attributes',
  controlSetRows: [['granularity_sqla'], ['time_range']],
};
