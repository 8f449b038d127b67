import type { QueryContextInput } from '../../engine/query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import type { GraphFormData } from '../form-data.ts';
import { buildCategoryQuery } from './category-query.ts';
import { control, customizeSection, legendRows, querySection, select, slider } from './sections.ts';

/** Graph (Superset's graph_chart): the metric per (source, target) edge, with the node categories. */
export function buildGraphQuery(formData: GraphFormData): QueryContextInput {
  return buildCategoryQuery(
    formData,
    { columns: ['source', 'target', 'source_category', 'target_category'], metrics: ['metric'] },
    { sortByMetric: true },
  );
}

const column = (name: string, label: string, required: boolean, description: string) =>
  control(name, {
    type: 'DndColumnSelect',
    label,
    multi: false,
    description,
    ...(required ? { validators: ['required'] as const } : {}),
  });

export const graphControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [column('source', 'Source', true, 'Name of the source nodes')],
      [column('target', 'Target', true, 'Name of the target nodes')],
      ['metric'],
      ['adhoc_filters'],
      [column('source_category', 'Source category', false, 'The category of source nodes used to assign colors.')],
      [column('target_category', 'Target category', false, 'Category of target nodes')],
      ['row_limit'],
    ]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      [
        select(
          'layout',
          'Graph layout',
          [
            ['force', 'Force'],
            ['circular', 'Circular'],
          ],
          'force',
          { description: 'Layout type of graph' },
        ),
      ],
      [slider('edgeLength', 'Edge length', { min: 20, max: 400, step: 10 }, 100)],
      [slider('gravity', 'Gravity', { min: 0.1, max: 1, step: 0.1 }, 0.3)],
      [slider('repulsion', 'Repulsion', { min: 100, max: 3000, step: 100 }, 1000)],
      [slider('baseNodeSize', 'Node size', { min: 5, max: 50, step: 1 }, 20)],
      [slider('baseEdgeWidth', 'Edge width', { min: 1, max: 10, step: 1 }, 3)],
    ]),
  ],
};
