import { builder } from '../builder.ts';
import type { RestDataset } from '../rest-types.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { DatasetRef } from './dataset.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const SaveAsDatasetInput = builder.inputType('SaveSqlLabQueryAsDatasetInput', {
  description:
    "SQL Lab's 'Save this query as a virtual dataset to continue exploring': a new dataset, or the SQL of an existing one replaced.",
  fields: (t) => ({
    databaseId: t.int({ required: true, description: 'REST id of the database the SQL runs on.' }),
    sql: t.string({ required: true, description: 'The SELECT that defines the dataset (one statement).' }),
    schema: t.string({ description: 'The schema chosen in the editor.' }),
    datasetName: t.string({ description: 'Name of the new dataset (required unless overwriting).' }),
    overwriteDatasetId: t.globalID({
      description:
        "A virtual dataset the viewer may edit whose SQL is replaced ('Overwrite existing'); its columns are refreshed.",
    }),
  }),
});

interface SavedDataset {
  datasetId: number;
  dataset: RestDataset;
}

const Payload = builder.objectRef<SavedDataset>('SaveSqlLabQueryAsDatasetPayload').implement({
  description: 'The virtual dataset, ready to explore.',
  fields: (t) => ({
    datasetId: t.exposeInt('datasetId', { description: 'REST id of the dataset.' }),
    exploreUrl: t.string({
      description: 'Where to explore it (a table chart on the new dataset).',
      resolve: (p) => `/explore/?datasource_type=table&datasource_id=${p.datasetId}&viz_type=table`,
    }),
    dataset: t.field({ type: DatasetRef, description: 'The dataset as stored.', resolve: (p) => p.dataset }),
  }),
});
const Result = mutationResult(
  'SaveSqlLabQueryAsDataset',
  Payload,
  'The dataset, or why it was refused (e.g. the name is taken, the SQL is not a single SELECT).',
);

builder.mutationField('saveSqlLabQueryAsDataset', (t) =>
  t.field({
    type: Result,
    description:
      'Saves SQL Lab SQL as a virtual dataset (`POST /api/v1/dataset/`), or overwrites the SQL of one (`PUT /api/v1/dataset/{pk}?override_columns=true`: columns read again).',
    args: { input: t.arg({ type: SaveAsDatasetInput, required: true, description: 'The dataset.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        let id: number;
        if (input.overwriteDatasetId) {
          id = restIdOf(input.overwriteDatasetId, 'Dataset');
          // One request: the new SQL is checked against the database before anything is written.
          await ctx.rest.put(`/api/v1/dataset/${id}?override_columns=true`, {
            sql: input.sql,
            ...(input.schema !== undefined ? { schema: input.schema } : {}),
          });
        } else {
          const created = await ctx.rest.post<{ id: number }>('/api/v1/dataset/', {
            database: input.databaseId,
            schema: input.schema ?? null,
            table_name: input.datasetName ?? '',
            sql: input.sql,
          });
          id = created.id;
        }
        const dataset = await ctx.rest.getDataset(id);
        return { datasetId: id, dataset: dataset.result };
      }),
  }),
);
