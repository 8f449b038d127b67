import type { ControlConfig } from '../control-panel.ts';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  TIME_SHIFT_CHOICES,
} from './choices.ts';

const hasRolling = (fd: Readonly<Record<string, unknown>>) => Boolean(fd.rolling_type) && fd.rolling_type !== 'None';

/** Post-processing of time series (rolling windows, time comparison, resampling, contribution) and annotations. */
export const analyticsControls: Readonly<Record<string, ControlConfig>> = {
  rolling_type: {
    type: 'SelectControl',
    label: 'Rolling function',
    default: null,
    clearable: false,
    choices: ROLLING_TYPE_CHOICES,
    description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
  },
  rolling_periods: {
    type: 'TextControl',
    label: 'Periods',
    isInt: true,
    default: null,
    validators: ['integer'],
    visibility: hasRolling,
    description: 'Defines the size of the rolling window function, relative to the time granularity selected',
  },
  min_periods: {
    type: 'TextControl',
    label: 'Min periods',
    isInt: true,
    default: null,
    validators: ['integer'],
    visibility: hasRolling,
    description: 'The minimum number of rolling periods required to show a value.',
  },
  time_compare: {
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    default: [],
    choices: TIME_SHIFT_CHOICES,
    description: 'Overlay one or more timeseries from a relative time period (e.g. 1 week ago).',
  },
  comparison_type: {
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    choices: COMPARISON_TYPE_CHOICES,
    description: 'How to display time shifts: as individual lines; as the difference, percentage change or ratio.',
  },
  contributionMode: {
    type: 'SelectControl',
    label: 'Contribution mode',
    default: null,
    clearable: true,
    choices: [
      ['row', 'Row'],
      ['column', 'Series'],
    ],
    description: 'Calculate contribution per series or row',
  },
  contribution_mode: {
    type: 'SelectControl',
    label: 'Contribution mode',
    default: null,
    clearable: true,
    choices: [
      ['row', 'Row'],
      ['column', 'Series'],
    ],
    description: 'Calculate contribution per series or row',
  },
  resample_rule: {
    type: 'SelectControl',
    label: 'Rule',
    default: null,
    freeForm: true,
    clearable: true,
    choices: RESAMPLE_RULE_CHOICES,
    description: 'Pandas resample rule',
  },
  resample_method: {
    type: 'SelectControl',
    label: 'Fill method',
    default: null,
    clearable: true,
    choices: RESAMPLE_METHOD_CHOICES,
    description: 'Pandas resample method',
  },
  annotation_layers: {
    type: 'AnnotationLayerControl',
    label: 'Annotation layers',
    default: [],
    description: 'Annotation layers overlaid on the chart: formulas, events, intervals or other time series.',
  },
};
