import type { QueryContextInput } from '../../engine/query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import type { WorldMapFormData } from '../form-data.ts';
import { buildCategoryQuery } from './category-query.ts';
import { checkbox, control, customizeSection, querySection, select, slider } from './sections.ts';

/**
 * World map (Superset's legacy world_map): the metric, and the secondary metric that sizes the
 * bubbles, per country of the entity column, largest first.
 */
export function buildWorldMapQuery(formData: WorldMapFormData): QueryContextInput {
  return buildCategoryQuery(formData, { columns: ['entity'], metrics: ['metric', 'secondary_metric'] });
}

/** Superset's country_fieldtype choices: how the entity column names a country. */
export const COUNTRY_FIELD_TYPES = [
  ['name', 'Full name'],
  ['cioc', 'Country code (International Olympic Committee)'],
  ['cca2', 'Code ISO 3166-1 alpha-2 (cca2)'],
  ['cca3', 'Code ISO 3166-1 alpha-3 (cca3)'],
] as const;

export const worldMapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        control('entity', {
          type: 'DndColumnSelect',
          label: 'Country Column',
          multi: false,
          description: 'The column holding the country of each row',
        }),
      ],
      [
        select('country_fieldtype', 'Country Field Type', COUNTRY_FIELD_TYPES, 'cca2', {
          description: 'The country code standard that Superset should expect to find in the [country] column',
        }),
      ],
      ['metric'],
      [
        control('secondary_metric', {
          type: 'DndMetricSelect',
          label: 'Bubble Size',
          multi: false,
          description: 'Metric that defines the size of the bubble',
        }),
      ],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    customizeSection('Options', [
      [checkbox('show_bubbles', 'Show Bubbles', false, 'Whether to display bubbles on top of countries')],
      [slider('max_bubble_size', 'Max Bubble Size', { min: 5, max: 100, step: 5 }, 25)],
      [
        select(
          'color_by',
          'Color by',
          [
            ['metric', 'Metric'],
            ['country', 'Country'],
          ],
          'metric',
          {
            description:
              'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
          },
        ),
      ],
      [
        control('color_picker', {
          type: 'ColorPickerControl',
          label: 'Bubble Color',
          default: { r: 0, g: 122, b: 135, a: 1 },
          renderTrigger: true,
        }),
      ],
      [
        control('linear_color_scheme', {
          type: 'ColorSchemeControl',
          label: 'Country Color Scheme',
          default: 'superset_seq_1',
          renderTrigger: true,
        }),
      ],
      ['color_scheme'],
      ['y_axis_format'],
    ]),
  ],
};
