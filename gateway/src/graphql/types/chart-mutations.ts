import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { RestChart } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { DeleteResult, deleteObjects, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const ChartPayload = builder.objectRef<{ chart: RestChart }>('ChartPayload').implement({
  description: 'The saved chart.',
  fields: (t) => ({
    chart: t.field({ type: ChartRef, description: 'The chart as stored.', resolve: (p) => p.chart }),
  }),
});
const ChartResult = mutationResult('Chart', ChartPayload, 'The saved chart, or why it was refused.');

const ChartFields = builder.inputType('ChartFieldsInput', {
  description:
    'Chart fields to save (server-semantics §3). On create sliceName (1-250), datasourceId and datasourceType are required.',
  fields: (t) => ({
    sliceName: t.string({ description: "The chart's name (1-250 characters)." }),
    vizType: t.string({ description: 'The visualization type.' }),
    description: t.string({ description: 'The description.' }),
    datasourceId: t.int({ description: 'REST id of the dataset (or query).' }),
    datasourceType: t.string({ description: 'table, dataset, query, saved_query or view.' }),
    params: t.field({ type: 'JSON', description: 'The form data (stored as params).' }),
    queryContext: t.field({ type: 'JSON', description: 'The QueryContext the chart runs.' }),
    cacheTimeout: t.int({ description: 'Seconds results stay cached.' }),
    ownerIds: t.intList({ description: 'REST ids of the owners.' }),
    dashboardIds: t.intList({ description: 'REST ids of the dashboards holding the chart.' }),
    certifiedBy: t.string({ description: 'Who certifies it; empty clears the certification.' }),
    certificationDetails: t.string({ description: 'Certification details.' }),
  }),
});
type ChartFieldsInput = typeof ChartFields.$inferInput;

function restBody(input: ChartFieldsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const copy: [keyof ChartFieldsInput, string][] = [
    ['sliceName', 'slice_name'],
    ['vizType', 'viz_type'],
    ['description', 'description'],
    ['datasourceId', 'datasource_id'],
    ['datasourceType', 'datasource_type'],
    ['cacheTimeout', 'cache_timeout'],
    ['ownerIds', 'owners'],
    ['dashboardIds', 'dashboards'],
    ['certifiedBy', 'certified_by'],
    ['certificationDetails', 'certification_details'],
  ];
  for (const [from, to] of copy) if (input[from] !== undefined && input[from] !== null) body[to] = input[from];
  for (const [from, to] of [
    ['params', 'params'],
    ['queryContext', 'query_context'],
  ] as const) {
    const value = input[from];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError(`${from} must be a JSON object.`);
    body[to] = JSON.stringify(value);
  }
  return body;
}

async function reloadChart(ctx: GraphQLContext, id: number): Promise<RestChart> {
  ctx.loaders.chart.clear(id);
  const chart = await ctx.loaders.chart.load(id);
  if (!chart) throw new NotFoundError();
  return chart;
}

builder.mutationField('createChart', (t) =>
  t.field({
    type: ChartResult,
    description: 'Creates a chart owned by the viewer (`POST /api/v1/chart/`).',
    args: { input: t.arg({ type: ChartFields, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/chart/', restBody(input));
        return { chart: await reloadChart(ctx, saved.id) };
      }),
  }),
);

builder.mutationField('updateChart', (t) =>
  t.field({
    type: ChartResult,
    description: 'Saves over a chart the viewer owns (`PUT /api/v1/chart/{id}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The chart.' }),
      input: t.arg({ type: ChartFields, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Chart');
        await ctx.rest.put(`/api/v1/chart/${pk}`, restBody(input));
        return { chart: await reloadChart(ctx, pk) };
      }),
  }),
);

builder.mutationField('deleteChart', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a chart the viewer owns.',
    args: { id: t.arg.globalID({ required: true, description: 'The chart.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Chart');
        return deleteObjects(ctx, 'chart', [pk], [encodeGlobalID('Chart', pk)]);
      }),
  }),
);

builder.mutationField('deleteCharts', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes charts the viewer owns (all or none).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The charts.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const pks = ids.map((id) => restIdOf(id, 'Chart'));
        return deleteObjects(
          ctx,
          'chart',
          pks,
          pks.map((pk) => encodeGlobalID('Chart', pk)),
        );
      }),
  }),
);
