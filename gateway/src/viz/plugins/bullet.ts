import type { QueryContextInput } from '../../engine/query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import type { BulletFormData } from '../form-data.ts';
import { buildCategoryQuery } from './category-query.ts';
import { customizeSection, querySection, text } from './sections.ts';

/** Bullet chart (Superset's legacy bullet): the metric over the whole filtered dataset, one row. */
export function buildBulletQuery(formData: BulletFormData): QueryContextInput {
  return buildCategoryQuery(formData, { columns: [], metrics: ['metric'] }, { sortByMetric: false });
}

const list = (name: string, label: string, description: string) => text(name, label, '', { description });

export const bulletControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['metric'], ['adhoc_filters']]),
    customizeSection('Chart Options', [
      [list('ranges', 'Ranges', 'Ranges to highlight with shading (comma-separated ends)')],
      [list('range_labels', 'Range labels', 'Labels for the ranges')],
      [list('markers', 'Markers', 'List of values to mark with triangles')],
      [list('marker_labels', 'Marker labels', 'Labels for the markers')],
      [list('marker_lines', 'Marker lines', 'List of values to mark with lines')],
      [list('marker_line_labels', 'Marker line labels', 'Labels for the marker lines')],
      ['y_axis_format'],
    ]),
  ],
};
