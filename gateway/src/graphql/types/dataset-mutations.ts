import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError, NotFoundError, ValidationError } from '../errors.ts';
import type { RestChart, RestDataset, RestItemResponse } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { ChartRef } from './chart.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { DatabaseRef, databaseLoader, type RestDatabase } from './database.ts';
import { DatasetRef } from './dataset.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

// ---------------------------------------------------------------- payloads

const DatabasePayload = builder.objectRef<{ database: RestDatabase }>('DatabasePayload').implement({
  description: 'The saved database connection.',
  fields: (t) => ({
    database: t.field({
      type: DatabaseRef,
      description: 'The connection as stored (URI masked).',
      resolve: (p) => p.database,
    }),
  }),
});
const DatabaseResult = mutationResult('Database', DatabasePayload, 'The saved database, or why it was refused.');

const DatasetPayload = builder.objectRef<{ dataset: RestDataset }>('DatasetPayload').implement({
  description: 'The saved dataset.',
  fields: (t) => ({
    dataset: t.field({ type: DatasetRef, description: 'The dataset as stored.', resolve: (p) => p.dataset }),
  }),
});
const DatasetResult = mutationResult('Dataset', DatasetPayload, 'The saved dataset, or why it was refused.');

const ChangeDatasetPayload = builder.objectRef<{ chart: RestChart }>('ChangeChartDatasetPayload').implement({
  description: 'The chart, now reading the new dataset.',
  fields: (t) => ({
    chart: t.field({ type: ChartRef, description: 'The chart as stored.', resolve: (p) => p.chart }),
  }),
});
const ChangeDatasetResult = mutationResult(
  'ChangeChartDataset',
  ChangeDatasetPayload,
  'The chart with its new dataset, or why the change was refused.',
);

interface ConnectionTest {
  ok: boolean;
  message: string;
}
const TestConnectionPayload = builder.objectRef<ConnectionTest>('TestDatabaseConnectionPayload').implement({
  description: "A connection test that connected: the UI shows 'Connection looks good!'.",
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'Always true: failures come back as ValidationError.' }),
    message: t.exposeString('message', { description: "REST's answer ('OK')." }),
  }),
});
const TestConnectionResult = mutationResult(
  'TestDatabaseConnection',
  TestConnectionPayload,
  "The connection test; a failure is a ValidationError whose message the UI shows as 'ERROR: %s'.",
);

interface ParameterError {
  message: string;
  error_type: string;
  extra?: Record<string, unknown>;
}
const DatabaseParameterError = builder.objectRef<ParameterError>('DatabaseParameterError').implement({
  description: 'One problem with the connection parameters (spec 002 §3: error_type, extra, message).',
  fields: (t) => ({
    message: t.exposeString('message', { description: "e.g. 'This is a required field'." }),
    errorType: t.exposeString('error_type', { description: 'e.g. CONNECTION_MISSING_PARAMETERS_ERROR.' }),
    field: t.string({
      nullable: true,
      description: 'The parameter the message belongs under, when it names one.',
      resolve: (e) => {
        const list = (e.extra?.missing ?? e.extra?.invalid) as unknown;
        return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
      },
    }),
    extra: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Extra detail as REST gives it.',
      resolve: (e) => e.extra ?? null,
    }),
  }),
});
const ValidateParametersPayload = builder
  .objectRef<{ errors: ParameterError[] }>('ValidateDatabaseParametersPayload')
  .implement({
    description: 'The outcome of a parameter check: no errors means the parameters connect.',
    fields: (t) => ({
      errors: t.field({ type: [DatabaseParameterError], description: 'The problems found.', resolve: (p) => p.errors }),
      valid: t.boolean({ description: 'True when there is no error.', resolve: (p) => p.errors.length === 0 }),
    }),
  });

// ---------------------------------------------------------------- inputs

const DatabaseInput = builder.inputType('DatabaseInput', {
  description: 'Fields of a database connection. On create databaseName and sqlalchemyUri are required.',
  fields: (t) => ({
    databaseName: t.string({ description: 'The name users know the connection by.' }),
    sqlalchemyUri: t.string({
      description:
        'duckdb:///path, sqlite:///path, postgresql://user:pass@host:port/db or mysql://...; sending back the masked URI keeps the stored password.',
    }),
    allowFileUpload: t.boolean({ description: 'Allow CSV and Parquet uploads.' }),
    exposeInSqllab: t.boolean({ description: 'Offer it in SQL Lab.' }),
    cacheTimeout: t.int({ description: 'Seconds results stay cached.' }),
    extra: t.field({ type: 'JSON', description: 'Extra settings (a JSON object).' }),
  }),
});

const ParametersInput = builder.inputType('DatabaseParametersInput', {
  description: 'Connection parameters of the form (instead of a URI).',
  fields: (t) => ({
    host: t.string({ description: 'Hostname or IP address.' }),
    port: t.int({ description: 'Port.' }),
    database: t.string({ description: 'Database name (file path for DuckDB and SQLite).' }),
    username: t.string({ description: 'User name.' }),
    password: t.string({ description: 'Password (never returned).' }),
  }),
});

const ColumnInput = builder.inputType('DatasetColumnInput', {
  description: 'A column to create or change, matched by id or else by name (spec 001 §3 Column).',
  fields: (t) => ({
    id: t.int({ description: 'REST id of an existing column.' }),
    columnName: t.string({ required: true, description: 'The column name (for a calculated column, its label).' }),
    verboseName: t.string({ description: 'The label shown to users.' }),
    description: t.string({ description: 'The description.' }),
    type: t.string({ description: 'The database type.' }),
    advancedDataType: t.string({ description: 'Advanced data type (internet_address, port...).' }),
    isDttm: t.boolean({ description: 'Whether it is temporal.' }),
    isActive: t.boolean({ description: 'Whether it is offered.' }),
    groupby: t.boolean({ description: 'Whether it can be grouped by.' }),
    filterable: t.boolean({ description: 'Whether it can be filtered on.' }),
    expression: t.string({ description: 'SQL of a calculated column (one expression).' }),
    pythonDateFormat: t.string({ description: 'Format of temporal values stored as text or numbers.' }),
  }),
});

const MetricInput = builder.inputType('DatasetMetricInput', {
  description: 'A saved metric to create or change, matched by id or else by name (spec 001 §3 Saved metric).',
  fields: (t) => ({
    id: t.int({ description: 'REST id of an existing metric.' }),
    metricName: t.string({ required: true, description: 'The metric name.' }),
    expression: t.string({ required: true, description: 'SQL aggregate expression.' }),
    verboseName: t.string({ description: 'The label shown to users.' }),
    description: t.string({ description: 'The description.' }),
    metricType: t.string({ description: 'e.g. count, sum.' }),
    d3format: t.string({ description: 'Number format (d3-format).' }),
    warningText: t.string({ description: 'A warning shown beside the metric.' }),
    certifiedBy: t.string({ description: 'Who certifies it (stored in extra.certification).' }),
    certificationDetails: t.string({ description: 'Certification details.' }),
    warningMarkdown: t.string({ description: 'Warning in markdown (stored in extra.warning_markdown).' }),
  }),
});

const DatasetCreateInput = builder.inputType('DatasetCreateInput', {
  description: 'A new dataset: a table of the database, or a virtual dataset when sql is given.',
  fields: (t) => ({
    databaseId: t.globalID({ required: true, description: 'The database.' }),
    schema: t.string({ description: 'The schema of the table.' }),
    tableName: t.string({ required: true, description: 'The table name (or the name of the virtual dataset).' }),
    sql: t.string({ description: 'A single SELECT: makes the dataset virtual.' }),
    ownerIds: t.intList({ description: 'REST ids of the owners (default: the viewer).' }),
  }),
});

const DatasetUpdateInput = builder.inputType('DatasetUpdateInput', {
  description:
    'Dataset fields to change. Columns and metrics are merged into the current lists by id or name; those named in removeColumns/removeMetrics are deleted.',
  fields: (t) => ({
    tableName: t.string({ description: 'The name.' }),
    schema: t.string({ description: 'The schema.' }),
    sql: t.string({ description: 'SQL of a virtual dataset (a single SELECT).' }),
    description: t.string({ description: 'The description.' }),
    mainDttmCol: t.string({ description: 'The default temporal column.' }),
    cacheTimeout: t.int({ description: 'Seconds results stay cached.' }),
    filterSelectEnabled: t.boolean({ description: 'Offer column values in filters.' }),
    extra: t.field({ type: 'JSON', description: 'Extra (certification, warning_markdown...), a JSON object.' }),
    ownerIds: t.intList({ description: 'REST ids of the owners.' }),
    columns: t.field({ type: [ColumnInput], description: 'Columns to create or change.' }),
    metrics: t.field({ type: [MetricInput], description: 'Saved metrics to create or change.' }),
    removeColumns: t.stringList({ description: 'Names of columns to delete.' }),
    removeMetrics: t.stringList({ description: 'Names of metrics to delete.' }),
  }),
});
type DatasetUpdate = typeof DatasetUpdateInput.$inferInput;

// ---------------------------------------------------------------- helpers

function databaseBody(input: typeof DatabaseInput.$inferInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.databaseName != null) body.database_name = input.databaseName;
  if (input.sqlalchemyUri != null) body.sqlalchemy_uri = input.sqlalchemyUri;
  if (input.allowFileUpload != null) body.allow_file_upload = input.allowFileUpload;
  if (input.exposeInSqllab != null) body.expose_in_sqllab = input.exposeInSqllab;
  if (input.cacheTimeout !== undefined) body.cache_timeout = input.cacheTimeout;
  if (input.extra != null) {
    if (typeof input.extra !== 'object' || Array.isArray(input.extra))
      throw new ValidationError('extra must be a JSON object.');
    body.extra = JSON.stringify(input.extra);
  }
  return body;
}

async function reloadDatabase(ctx: GraphQLContext, id: number): Promise<RestDatabase> {
  databaseLoader(ctx).clear(id);
  const row = await databaseLoader(ctx).load(id);
  if (!row) throw new NotFoundError();
  return row;
}

async function reloadDataset(ctx: GraphQLContext, id: number): Promise<RestDataset> {
  ctx.loaders.dataset.clear(id);
  // Writes cleared the request's GET memo, so this reads the saved row.
  return (await ctx.rest.getDataset(id)).result;
}

type RestRow = Record<string, unknown>;

function columnBody(c: typeof ColumnInput.$inferInput): RestRow {
  const out: RestRow = { column_name: c.columnName };
  const map: [keyof typeof c, string][] = [
    ['id', 'id'],
    ['verboseName', 'verbose_name'],
    ['description', 'description'],
    ['type', 'type'],
    ['advancedDataType', 'advanced_data_type'],
    ['isDttm', 'is_dttm'],
    ['isActive', 'is_active'],
    ['groupby', 'groupby'],
    ['filterable', 'filterable'],
    ['expression', 'expression'],
    ['pythonDateFormat', 'python_date_format'],
  ];
  for (const [from, to] of map) if (c[from] !== undefined) out[to] = c[from];
  return out;
}

function metricBody(m: typeof MetricInput.$inferInput, current: RestRow | undefined): RestRow {
  const out: RestRow = { metric_name: m.metricName, expression: m.expression };
  const map: [keyof typeof m, string][] = [
    ['id', 'id'],
    ['verboseName', 'verbose_name'],
    ['description', 'description'],
    ['metricType', 'metric_type'],
    ['d3format', 'd3format'],
    ['warningText', 'warning_text'],
  ];
  for (const [from, to] of map) if (m[from] !== undefined) out[to] = m[from];
  if (m.certifiedBy !== undefined || m.certificationDetails !== undefined || m.warningMarkdown !== undefined) {
    let extra: RestRow = {};
    try {
      extra = JSON.parse(String(current?.extra ?? '{}')) as RestRow;
    } catch {
      extra = {};
    }
    if (m.certifiedBy !== undefined || m.certificationDetails !== undefined) {
      if (m.certifiedBy) extra.certification = { certified_by: m.certifiedBy, details: m.certificationDetails ?? null };
      else delete extra.certification;
    }
    if (m.warningMarkdown !== undefined) {
      if (m.warningMarkdown) extra.warning_markdown = m.warningMarkdown;
      else delete extra.warning_markdown;
    }
    out.extra = JSON.stringify(extra);
  }
  return out;
}

/** Merges the given columns/metrics into the current lists, since REST's PUT takes whole lists. */
async function datasetBody(ctx: GraphQLContext, id: number, input: DatasetUpdate): Promise<RestRow> {
  const body: RestRow = {};
  const map: [keyof DatasetUpdate, string][] = [
    ['tableName', 'table_name'],
    ['schema', 'schema'],
    ['sql', 'sql'],
    ['description', 'description'],
    ['mainDttmCol', 'main_dttm_col'],
    ['cacheTimeout', 'cache_timeout'],
    ['filterSelectEnabled', 'filter_select_enabled'],
    ['ownerIds', 'owners'],
  ];
  for (const [from, to] of map) if (input[from] !== undefined) body[to] = input[from];
  if (input.extra != null) {
    if (typeof input.extra !== 'object' || Array.isArray(input.extra))
      throw new ValidationError('extra must be a JSON object.');
    body.extra = JSON.stringify(input.extra);
  }
  const needsLists = input.columns || input.metrics || input.removeColumns || input.removeMetrics;
  if (!needsLists) return body;
  const current = (
    await ctx.rest.get<RestItemResponse<{ columns: RestRow[]; metrics: RestRow[] }>>(`/api/v1/dataset/${id}`)
  ).result;
  const strip = ({ created_on, changed_on, uuid, ...rest }: RestRow) => rest;
  if (input.columns || input.removeColumns) {
    const removed = new Set(input.removeColumns ?? []);
    const list = current.columns.map(strip).filter((c) => !removed.has(String(c.column_name)));
    for (const c of input.columns ?? []) {
      const at = list.findIndex((x) => (c.id != null && x.id === c.id) || x.column_name === c.columnName);
      if (at >= 0) list[at] = { ...list[at], ...columnBody(c) };
      else list.push(columnBody(c));
    }
    body.columns = list;
  }
  if (input.metrics || input.removeMetrics) {
    const removed = new Set(input.removeMetrics ?? []);
    const list = current.metrics.map(strip).filter((m) => !removed.has(String(m.metric_name)));
    for (const m of input.metrics ?? []) {
      const at = list.findIndex((x) => (m.id != null && x.id === m.id) || x.metric_name === m.metricName);
      if (at >= 0) list[at] = { ...list[at], ...metricBody(m, list[at]) };
      else list.push(metricBody(m, undefined));
    }
    body.metrics = list;
  }
  return body;
}

// ---------------------------------------------------------------- database mutations

builder.mutationField('createDatabase', (t) =>
  t.field({
    type: DatabaseResult,
    description: 'Registers a database connection (`POST /api/v1/database/`); the password is stored encrypted.',
    args: { input: t.arg({ type: DatabaseInput, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/database/', databaseBody(input));
        return { database: await reloadDatabase(ctx, saved.id) };
      }),
  }),
);

builder.mutationField('updateDatabase', (t) =>
  t.field({
    type: DatabaseResult,
    description: 'Changes a database connection (`PUT /api/v1/database/{id}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The database.' }),
      input: t.arg({ type: DatabaseInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Database');
        await ctx.rest.put(`/api/v1/database/${pk}`, databaseBody(input));
        return { database: await reloadDatabase(ctx, pk) };
      }),
  }),
);

builder.mutationField('deleteDatabase', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a database connection that no dataset reads.',
    args: { id: t.arg.globalID({ required: true, description: 'The database.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Database');
        await ctx.rest.del(`/api/v1/database/${pk}`);
        return { deletedIds: [encodeGlobalID('Database', pk)], message: 'Deleted 1 database' };
      }),
  }),
);

builder.mutationField('testDatabaseConnection', (t) =>
  t.field({
    type: TestConnectionResult,
    description: 'Connects for real (`POST /api/v1/database/test_connection/`); nothing is saved.',
    args: {
      sqlalchemyUri: t.arg.string({
        required: true,
        description: 'The URI to try (a masked one uses the stored password).',
      }),
      databaseName: t.arg.string({ description: 'The saved connection whose password a masked URI means.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const body = await ctx.rest.post<{ message: string }>('/api/v1/database/test_connection/', {
          sqlalchemy_uri: args.sqlalchemyUri,
          ...(args.databaseName ? { database_name: args.databaseName } : {}),
        });
        return { ok: true, message: body.message };
      }),
  }),
);

builder.mutationField('validateDatabaseParameters', (t) =>
  t.field({
    type: ValidateParametersPayload,
    description:
      "Checks connection parameters (`POST /api/v1/database/validate_parameters/`): each missing one is 'This is a required field'.",
    args: {
      engine: t.arg.string({ required: true, description: 'postgresql, mysql, duckdb or sqlite.' }),
      parameters: t.arg({ type: ParametersInput, required: true, description: 'The parameters.' }),
    },
    resolve: async (_root, args, ctx) => {
      const parameters = Object.fromEntries(Object.entries(args.parameters).filter(([, v]) => v != null));
      try {
        await ctx.rest.post('/api/v1/database/validate_parameters/', { engine: args.engine, parameters });
        return { errors: [] };
      } catch (error) {
        const details =
          error instanceof ChartroomError ? (error.extensions as { details?: unknown }).details : undefined;
        if (error instanceof ValidationError && Array.isArray(details)) return { errors: details as ParameterError[] };
        throw error;
      }
    },
  }),
);

// ---------------------------------------------------------------- dataset mutations

builder.mutationField('createDataset', (t) =>
  t.field({
    type: DatasetResult,
    description: 'Creates a physical (introspected) or virtual (SQL) dataset (`POST /api/v1/dataset/`).',
    args: { input: t.arg({ type: DatasetCreateInput, required: true, description: 'The dataset.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/dataset/', {
          database: restIdOf(input.databaseId, 'Database'),
          table_name: input.tableName,
          ...(input.schema != null ? { schema: input.schema } : {}),
          ...(input.sql != null ? { sql: input.sql } : {}),
          ...(input.ownerIds != null ? { owners: input.ownerIds } : {}),
        });
        return { dataset: await reloadDataset(ctx, saved.id) };
      }),
  }),
);

builder.mutationField('updateDataset', (t) =>
  t.field({
    type: DatasetResult,
    description: 'Saves a dataset the viewer owns (`PUT /api/v1/dataset/{id}`); changes affect every chart using it.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The dataset.' }),
      input: t.arg({ type: DatasetUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dataset');
        await ctx.rest.put(`/api/v1/dataset/${pk}`, await datasetBody(ctx, pk, input));
        return { dataset: await reloadDataset(ctx, pk) };
      }),
  }),
);

builder.mutationField('refreshDataset', (t) =>
  t.field({
    type: DatasetResult,
    description: 'Reads the columns of the table (or query) again (`PUT /api/v1/dataset/{id}/refresh`).',
    args: { id: t.arg.globalID({ required: true, description: 'The dataset.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dataset');
        await ctx.rest.put(`/api/v1/dataset/${pk}/refresh`, {});
        return { dataset: await reloadDataset(ctx, pk) };
      }),
  }),
);

builder.mutationField('deleteDataset', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a dataset the viewer owns.',
    args: { id: t.arg.globalID({ required: true, description: 'The dataset.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dataset');
        await ctx.rest.del(`/api/v1/dataset/${pk}`);
        return { deletedIds: [encodeGlobalID('Dataset', pk)], message: 'Deleted 1 dataset' };
      }),
  }),
);

builder.mutationField('deleteDatasets', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes datasets the viewer owns (all or none).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The datasets.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const pks = ids.map((id) => restIdOf(id, 'Dataset'));
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/dataset/?q=${encodeRisonUri(pks)}`);
        return { deletedIds: pks.map((pk) => encodeGlobalID('Dataset', pk)), message: body.message };
      }),
  }),
);

builder.mutationField('changeChartDataset', (t) =>
  t.field({
    type: ChangeDatasetResult,
    description: "Points a chart at another dataset ('Successfully changed dataset!'); the chart must be the viewer's.",
    args: {
      chartId: t.arg.globalID({ required: true, description: 'The chart.' }),
      datasetId: t.arg.globalID({ required: true, description: 'The new dataset.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const chart = restIdOf(args.chartId, 'Chart');
        const dataset = restIdOf(args.datasetId, 'Dataset');
        const target = await ctx.loaders.dataset.load(dataset);
        if (!target) throw new NotFoundError('The dataset does not exist');
        await ctx.rest.put(`/api/v1/chart/${chart}`, { datasource_id: dataset, datasource_type: 'table' });
        ctx.loaders.chart.clear(chart);
        const row = await ctx.loaders.chart.load(chart);
        if (!row) throw new NotFoundError();
        return { chart: row };
      }),
  }),
);
