import { type VizPlugin, vizRegistry } from '../../viz/index.ts';
import { builder } from '../builder.ts';

interface VizTypeRow {
  vizType: string;
  plugin: VizPlugin<{ viz_type: string }>;
}

const VizTypeRef = builder.objectRef<VizTypeRow>('VizType').implement({
  description: 'A visualization type the server can build queries for (the viz picker of spec 001).',
  fields: (t) => ({
    vizType: t.exposeString('vizType', { description: 'The `viz_type` of form data, e.g. "echarts_timeseries_line".' }),
    name: t.string({
      description: 'The chart name shown in the picker, e.g. "Line Chart".',
      resolve: (r) => r.plugin.name,
    }),
    label: t.string({ description: 'A short label for menus and list badges.', resolve: (r) => r.plugin.label }),
    category: t.string({ description: 'The picker category, e.g. "Evolution".', resolve: (r) => r.plugin.category }),
    tags: t.stringList({ description: 'The picker tags, e.g. "Popular".', resolve: (r) => [...r.plugin.tags] }),
    description: t.string({ description: 'What the chart shows.', resolve: (r) => r.plugin.description }),
  }),
});

/** The registry as rows, built-ins and registered plugins alike, in registration order. */
export function vizTypeRows(): VizTypeRow[] {
  return Object.entries(vizRegistry).flatMap(([vizType, plugin]) =>
    plugin ? [{ vizType, plugin: plugin as VizPlugin<{ viz_type: string }> }] : [],
  );
}

builder.queryField('vizTypes', (t) =>
  t.field({
    type: [VizTypeRef],
    description: 'Every visualization type the server can run, with its picker name, category and tags.',
    resolve: () => vizTypeRows(),
  }),
);
