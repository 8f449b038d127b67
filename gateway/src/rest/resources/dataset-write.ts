import { randomUUID } from 'node:crypto';
import type { Connector } from '../../connectors/connector.ts';
import { GenericDataType } from '../../connectors/connector.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { assertSelectStatement, assertSqlExpression, UnsafeSqlError } from '../../engine/sql-guard.ts';
import type { Prisma } from '../../metadata/index.ts';
import type { ConnectorPool } from '../connector-pool.ts';
import type { RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError, UnprocessableError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';

/** Spec 001 §2 (Datasource box): the tooltip for a user who is neither owner nor admin. */
export const NOT_OWNER_MESSAGE =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
/** Spec 001 §2 (Edit Dataset modal). */
export const MANAGED_EXTERNALLY_MESSAGE = "This dataset is managed externally, and can't be edited in Superset";

export interface IntrospectedColumn {
  columnName: string;
  type: string;
  isDttm: boolean;
}

/** Only owners (and admins) change a dataset; an externally managed one changes nowhere but at its source. */
export async function assertCanEditDataset(
  prisma: PrismaClient,
  user: RequestUser,
  datasetId: number,
): Promise<{ id: number; isManagedExternally: boolean; databaseId: number; version: number }> {
  const dataset = await prisma.dataset.findUnique({
    where: { id: datasetId },
    select: {
      id: true,
      isManagedExternally: true,
      databaseId: true,
      version: true,
      owners: { select: { userId: true } },
    },
  });
  if (!dataset) throw new NotFoundError();
  const owner = dataset.owners.some((o) => o.userId === user.id);
  const canWrite = user.isAdmin || user.permissions.has('can_write:Dataset');
  if (!user.isAdmin && !(canWrite && owner)) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  if (dataset.isManagedExternally) throw new UnprocessableError(MANAGED_EXTERNALLY_MESSAGE);
  return dataset;
}

/** Runs the SQL guard and turns its refusal into the 400 the REST surface answers. */
function guard<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof UnsafeSqlError) throw new BadRequestError(error.message);
    throw error;
  }
}

export function checkVirtualSql(sql: string, connector: Connector): string {
  return guard(() => assertSelectStatement(sql, getDialect(connector.dialect), 'the dataset SQL'));
}

/** The columns of a table, or of a virtual dataset's query run with LIMIT 0. */
export async function introspectColumns(
  connector: Connector,
  source: { schema: string | null; tableName: string; sql: string | null },
): Promise<IntrospectedColumn[]> {
  try {
    if (source.sql?.trim()) {
      const dialect = getDialect(connector.dialect);
      const text = checkVirtualSql(source.sql, connector);
      const result = await connector.query(`SELECT * FROM ${dialect.subquery(text, 'virtual_table')} LIMIT 0`, []);
      return result.columns.map((c) => ({
        columnName: c.name,
        type: c.type,
        isDttm: c.generic === GenericDataType.TEMPORAL,
      }));
    }
    const columns = await connector.listColumns({ schema: source.schema, name: source.tableName });
    if (columns.length === 0) {
      throw new UnprocessableError(
        `Table [${source.tableName}] could not be found, please double check your database connection, schema, and table name`,
      );
    }
    return columns.map((c) => ({ columnName: c.name, type: c.type, isDttm: c.generic === GenericDataType.TEMPORAL }));
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof UnprocessableError) throw error;
    throw new UnprocessableError(`Dataset could not be introspected: ${(error as Error).message}`);
  }
}

const str = (v: unknown, field: string, nullable = true): string | null => {
  if (v === null && nullable) return null;
  if (typeof v !== 'string') throw new BadRequestError({ [field]: ['Not a valid string.'] });
  return v;
};
const bool = (v: unknown, field: string): boolean => {
  if (typeof v !== 'boolean') throw new BadRequestError({ [field]: ['Not a valid boolean.'] });
  return v;
};
const intOrNull = (v: unknown, field: string): number | null => {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new BadRequestError({ [field]: ['Not a valid integer.'] });
  return v;
};
const jsonText = (v: unknown, field: string): string | null => {
  if (v === null || v === '') return null;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  try {
    JSON.parse(text);
  } catch {
    throw new BadRequestError({ [field]: ['Field cannot be decoded by JSON.'] });
  }
  return text;
};

export interface ColumnInput {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  advanced_data_type?: string | null;
  is_dttm?: boolean;
  is_active?: boolean;
  groupby?: boolean;
  filterable?: boolean;
  python_date_format?: string | null;
  extra?: unknown;
}

export interface MetricInput {
  id?: number;
  metric_name: string;
  expression: string;
  verbose_name?: string | null;
  metric_type?: string | null;
  description?: string | null;
  d3format?: string | null;
  currency?: unknown;
  warning_text?: string | null;
  extra?: unknown;
}

function parseColumns(raw: unknown, connector: Connector): ColumnInput[] {
  if (!Array.isArray(raw)) throw new BadRequestError({ columns: ['Not a valid list.'] });
  const dialect = getDialect(connector.dialect);
  const columns = raw.map((item, i): ColumnInput => {
    if (item === null || typeof item !== 'object')
      throw new BadRequestError({ columns: { [i]: ['Not a valid mapping type.'] } });
    const c = item as Record<string, unknown>;
    const name = str(c.column_name, 'column_name', false) as string;
    if (name.trim() === '')
      throw new BadRequestError({ columns: { [i]: { column_name: ['Length must be between 1 and 255.'] } } });
    const out: ColumnInput = { column_name: name };
    if (c.id !== undefined && c.id !== null) out.id = intOrNull(c.id, 'id') ?? undefined;
    for (const key of ['verbose_name', 'description', 'type', 'advanced_data_type', 'python_date_format'] as const) {
      if (c[key] !== undefined) out[key] = str(c[key], key);
    }
    if (c.expression !== undefined && c.expression !== null && String(c.expression).trim() !== '') {
      out.expression = guard(() =>
        assertSqlExpression(String(c.expression), dialect, `the expression of column ${name}`),
      );
    } else if (c.expression !== undefined) {
      out.expression = null;
    }
    for (const key of ['is_dttm', 'is_active', 'groupby', 'filterable'] as const) {
      if (c[key] !== undefined && c[key] !== null) out[key] = bool(c[key], key);
    }
    if (c.extra !== undefined) out.extra = jsonText(c.extra, 'extra');
    return out;
  });
  const names = columns.map((c) => c.column_name);
  if (new Set(names).size !== names.length)
    throw new UnprocessableError({ columns: ['One or more columns are duplicated'] });
  return columns;
}

function parseMetrics(raw: unknown, connector: Connector): MetricInput[] {
  if (!Array.isArray(raw)) throw new BadRequestError({ metrics: ['Not a valid list.'] });
  const dialect = getDialect(connector.dialect);
  const metrics = raw.map((item, i): MetricInput => {
    if (item === null || typeof item !== 'object')
      throw new BadRequestError({ metrics: { [i]: ['Not a valid mapping type.'] } });
    const m = item as Record<string, unknown>;
    const name = str(m.metric_name, 'metric_name', false) as string;
    if (name.trim() === '')
      throw new BadRequestError({ metrics: { [i]: { metric_name: ['Length must be between 1 and 255.'] } } });
    if (typeof m.expression !== 'string' || m.expression.trim() === '') {
      throw new BadRequestError({ metrics: { [i]: { expression: ['Missing data for required field.'] } } });
    }
    const out: MetricInput = {
      metric_name: name,
      expression: guard(() => assertSqlExpression(m.expression as string, dialect, `the expression of metric ${name}`)),
    };
    if (m.id !== undefined && m.id !== null) out.id = intOrNull(m.id, 'id') ?? undefined;
    for (const key of ['verbose_name', 'metric_type', 'description', 'd3format', 'warning_text'] as const) {
      if (m[key] !== undefined) out[key] = str(m[key], key);
    }
    if (m.currency !== undefined) out.currency = jsonText(m.currency, 'currency');
    if (m.extra !== undefined) out.extra = jsonText(m.extra, 'extra');
    return out;
  });
  const names = metrics.map((m) => m.metric_name);
  if (new Set(names).size !== names.length)
    throw new UnprocessableError({ metrics: ['One or more metrics are duplicated'] });
  return metrics;
}

/** The scalar fields of Superset's DatasetPutSchema. */
function scalarFields(body: Record<string, unknown>): Prisma.DatasetUncheckedUpdateInput {
  const out: Prisma.DatasetUncheckedUpdateInput = {};
  const set = (
    key: string,
    field: keyof Prisma.DatasetUncheckedUpdateInput,
    parse: (v: unknown, k: string) => unknown,
  ) => {
    if (body[key] !== undefined) (out as Record<string, unknown>)[field] = parse(body[key], key);
  };
  set('table_name', 'tableName', (v, k) => {
    const name = str(v, k, false) as string;
    if (name.trim() === '') throw new BadRequestError({ table_name: ['Length must be between 1 and 250.'] });
    return name;
  });
  set('schema', 'schema', str);
  set('catalog', 'catalog', str);
  set('description', 'description', str);
  set('main_dttm_col', 'mainDttmCol', str);
  set('default_endpoint', 'defaultEndpoint', str);
  set('fetch_values_predicate', 'fetchValuesPredicate', str);
  set('external_url', 'externalUrl', str);
  set('cache_timeout', 'cacheTimeout', intOrNull);
  set('offset', 'offset', (v, k) => intOrNull(v, k) ?? 0);
  set('filter_select_enabled', 'filterSelectEnabled', bool);
  set('normalize_columns', 'normalizeColumns', bool);
  set('always_filter_main_dttm', 'alwaysFilterMainDttm', bool);
  set('extra', 'extra', jsonText);
  set('template_params', 'templateParams', jsonText);
  set('params', 'params', jsonText);
  return out;
}

function parseOwners(raw: unknown): number[] {
  if (!Array.isArray(raw)) throw new BadRequestError({ owners: ['Not a valid list.'] });
  return raw.map((o) => {
    const id = typeof o === 'object' && o !== null ? (o as { id?: unknown }).id : o;
    if (typeof id !== 'number' || !Number.isInteger(id))
      throw new BadRequestError({ owners: ['Not a valid integer.'] });
    return id;
  });
}

async function assertOwnersExist(prisma: PrismaClient, owners: number[]): Promise<void> {
  const found = await prisma.user.count({ where: { id: { in: owners } } });
  if (found !== new Set(owners).size) throw new UnprocessableError({ owners: ['Owners are invalid'] });
}

export interface CreateDatasetInput {
  database: number;
  schema: string | null;
  catalog: string | null;
  tableName: string;
  sql: string | null;
  owners: number[] | null;
}

export function parseCreateBody(body: Record<string, unknown>): CreateDatasetInput {
  const database = body.database;
  if (typeof database !== 'number' || !Number.isInteger(database)) {
    throw new BadRequestError({ database: ['Missing data for required field.'] });
  }
  const tableName = body.table_name;
  if (typeof tableName !== 'string' || tableName.trim() === '') {
    throw new BadRequestError({ table_name: ['Missing data for required field.'] });
  }
  return {
    database,
    schema: body.schema == null || body.schema === '' ? null : (str(body.schema, 'schema') as string),
    catalog: body.catalog == null ? null : (str(body.catalog, 'catalog') as string),
    tableName: tableName.trim(),
    sql: body.sql == null || body.sql === '' ? null : (str(body.sql, 'sql') as string),
    owners: body.owners === undefined ? null : parseOwners(body.owners),
  };
}

/** POST /api/v1/dataset/: a physical table (introspected) or a virtual query (checked, run with LIMIT 0). */
export async function createDataset(
  prisma: PrismaClient,
  connectors: ConnectorPool,
  user: RequestUser,
  input: CreateDatasetInput,
): Promise<number> {
  const database = await prisma.database.findUnique({ where: { id: input.database } });
  if (!database) throw new UnprocessableError({ database: ['Database does not exist'] });
  const clash = await prisma.dataset.findFirst({
    where: { databaseId: database.id, tableName: input.tableName, schema: input.schema },
    select: { id: true },
  });
  if (clash) throw new UnprocessableError({ table_name: [`Dataset ${input.tableName} already exists`] });
  const connector = connectors.get(database);
  const sql = input.sql ? checkVirtualSql(input.sql, connector) : null;
  const columns = await introspectColumns(connector, { schema: input.schema, tableName: input.tableName, sql });
  const owners = [...new Set(input.owners ?? [user.id])];
  await assertOwnersExist(prisma, owners);
  const created = await prisma.dataset.create({
    data: {
      uuid: randomUUID(),
      tableName: input.tableName,
      schema: input.schema,
      catalog: input.catalog,
      sql,
      databaseId: database.id,
      mainDttmCol: columns.find((c) => c.isDttm)?.columnName ?? null,
      createdById: user.id,
      changedById: user.id,
      owners: { create: owners.map((userId) => ({ userId })) },
      columns: {
        create: columns.map((c) => ({ uuid: randomUUID(), columnName: c.columnName, type: c.type, isDttm: c.isDttm })),
      },
      metrics: {
        create: [
          {
            uuid: randomUUID(),
            metricName: 'count',
            metricType: 'count',
            expression: 'COUNT(*)',
            verboseName: 'COUNT(*)',
          },
        ],
      },
    },
  });
  return created.id;
}

const columnData = (c: ColumnInput) => ({
  columnName: c.column_name,
  ...(c.verbose_name !== undefined ? { verboseName: c.verbose_name } : {}),
  ...(c.description !== undefined ? { description: c.description } : {}),
  ...(c.expression !== undefined ? { expression: c.expression } : {}),
  ...(c.type !== undefined ? { type: c.type } : {}),
  ...(c.advanced_data_type !== undefined ? { advancedDataType: c.advanced_data_type } : {}),
  ...(c.is_dttm !== undefined ? { isDttm: c.is_dttm } : {}),
  ...(c.is_active !== undefined ? { isActive: c.is_active } : {}),
  ...(c.groupby !== undefined ? { groupby: c.groupby } : {}),
  ...(c.filterable !== undefined ? { filterable: c.filterable } : {}),
  ...(c.python_date_format !== undefined ? { pythonDateFormat: c.python_date_format } : {}),
  ...(c.extra !== undefined ? { extra: c.extra as string | null } : {}),
});

const metricData = (m: MetricInput) => ({
  metricName: m.metric_name,
  expression: m.expression,
  ...(m.verbose_name !== undefined ? { verboseName: m.verbose_name } : {}),
  ...(m.metric_type !== undefined ? { metricType: m.metric_type } : {}),
  ...(m.description !== undefined ? { description: m.description } : {}),
  ...(m.d3format !== undefined ? { d3format: m.d3format } : {}),
  ...(m.currency !== undefined ? { currency: m.currency as string | null } : {}),
  ...(m.warning_text !== undefined ? { warningText: m.warning_text } : {}),
  ...(m.extra !== undefined ? { extra: m.extra as string | null } : {}),
});

/** A save made from a stale copy of the dataset (the client sent the version it had loaded). */
export const DATASET_STALE = 'This dataset was changed since you loaded it. Reload it to get the latest version.';

/** The optional `version` a client loaded (GET returns it): null when absent, as older clients send none. */
function expectedVersion(body: Record<string, unknown>): number | null {
  const v = body.version;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
    throw new BadRequestError({ version: ['Not a valid integer.'] });
  }
  return v;
}

/**
 * PUT /api/v1/dataset/{id} and /datasource/save/: scalar fields, owners, and when given the whole
 * list of columns and of metrics (rows missing from a list are deleted, rows with an id are updated,
 * others created). The version is bumped so that cached results of the old definition are not served.
 */
export async function updateDataset(
  prisma: PrismaClient,
  connectors: ConnectorPool,
  user: RequestUser,
  datasetId: number,
  body: Record<string, unknown>,
): Promise<void> {
  const current = await assertCanEditDataset(prisma, user, datasetId);
  const database = await prisma.database.findUniqueOrThrow({ where: { id: current.databaseId } });
  const connector = connectors.get(database);
  const data = scalarFields(body);
  if (body.sql !== undefined) {
    const sql = body.sql === null || body.sql === '' ? null : (str(body.sql, 'sql') as string);
    data.sql = sql === null ? null : checkVirtualSql(sql, connector);
  }
  if (body.database_id !== undefined || body.database !== undefined) {
    const id = body.database_id ?? body.database;
    const target = typeof id === 'number' ? await prisma.database.findUnique({ where: { id } }) : null;
    if (!target) throw new UnprocessableError({ database: ['Database does not exist'] });
    data.databaseId = target.id;
  }
  const owners = body.owners === undefined ? null : parseOwners(body.owners);
  if (owners) await assertOwnersExist(prisma, owners);
  const columns = body.columns === undefined ? null : parseColumns(body.columns, connector);
  const metrics = body.metrics === undefined ? null : parseMetrics(body.metrics, connector);
  const expected = expectedVersion(body);

  await prisma.$transaction(async (tx) => {
    // Compare-and-set first: of two saves made from the same version, the second finds it moved on.
    if (expected !== null) {
      const { count } = await tx.dataset.updateMany({
        where: { id: datasetId, version: expected },
        data: { version: { increment: 1 } },
      });
      if (count === 0) throw new HttpError(409, DATASET_STALE);
    }
    if (owners) {
      await tx.datasetOwner.deleteMany({ where: { datasetId } });
      await tx.datasetOwner.createMany({ data: [...new Set(owners)].map((userId) => ({ datasetId, userId })) });
    }
    if (columns) {
      const existing = await tx.datasetColumn.findMany({
        where: { datasetId },
        select: { id: true, columnName: true },
      });
      const byId = new Map(existing.map((c) => [c.id, c]));
      const byName = new Map(existing.map((c) => [c.columnName, c]));
      const keep = new Set<number>();
      for (const c of columns) {
        const match = (c.id !== undefined ? byId.get(c.id) : undefined) ?? byName.get(c.column_name);
        if (match) keep.add(match.id);
      }
      await tx.datasetColumn.deleteMany({ where: { datasetId, id: { notIn: [...keep] } } });
      for (const c of columns) {
        const match = (c.id !== undefined ? byId.get(c.id) : undefined) ?? byName.get(c.column_name);
        if (match) await tx.datasetColumn.update({ where: { id: match.id }, data: columnData(c) });
        else await tx.datasetColumn.create({ data: { ...columnData(c), uuid: randomUUID(), datasetId } });
      }
    }
    if (metrics) {
      const existing = await tx.sqlMetric.findMany({ where: { datasetId }, select: { id: true, metricName: true } });
      const byId = new Map(existing.map((m) => [m.id, m]));
      const byName = new Map(existing.map((m) => [m.metricName, m]));
      const keep = new Set<number>();
      for (const m of metrics) {
        const match = (m.id !== undefined ? byId.get(m.id) : undefined) ?? byName.get(m.metric_name);
        if (match) keep.add(match.id);
      }
      await tx.sqlMetric.deleteMany({ where: { datasetId, id: { notIn: [...keep] } } });
      for (const m of metrics) {
        const match = (m.id !== undefined ? byId.get(m.id) : undefined) ?? byName.get(m.metric_name);
        if (match) await tx.sqlMetric.update({ where: { id: match.id }, data: metricData(m) });
        else await tx.sqlMetric.create({ data: { ...metricData(m), uuid: randomUUID(), datasetId } });
      }
    }
    await tx.dataset.update({
      where: { id: datasetId },
      data: { ...data, changedById: user.id, ...(expected === null ? { version: { increment: 1 } } : {}) },
    });
  });
}

/** PUT /api/v1/dataset/{id}/refresh: new physical columns added, types refreshed, vanished ones removed. */
export async function refreshDatasetColumns(
  prisma: PrismaClient,
  connectors: ConnectorPool,
  user: RequestUser,
  datasetId: number,
): Promise<void> {
  await assertCanEditDataset(prisma, user, datasetId);
  const dataset = await prisma.dataset.findUniqueOrThrow({
    where: { id: datasetId },
    include: { database: true, columns: true },
  });
  const fresh = await introspectColumns(connectors.get(dataset.database), dataset);
  const freshByName = new Map(fresh.map((c) => [c.columnName, c]));
  await prisma.$transaction(async (tx) => {
    for (const col of dataset.columns) {
      if (col.expression?.trim()) continue;
      const f = freshByName.get(col.columnName);
      if (!f) await tx.datasetColumn.delete({ where: { id: col.id } });
      else if (f.type !== col.type) await tx.datasetColumn.update({ where: { id: col.id }, data: { type: f.type } });
    }
    const known = new Set(dataset.columns.map((c) => c.columnName));
    for (const f of fresh) {
      if (known.has(f.columnName)) continue;
      await tx.datasetColumn.create({
        data: { uuid: randomUUID(), datasetId, columnName: f.columnName, type: f.type, isDttm: f.isDttm },
      });
    }
    await tx.dataset.update({ where: { id: datasetId }, data: { changedById: user.id, version: { increment: 1 } } });
  });
}

/** Deletes datasets the user may edit; all or nothing. */
export async function deleteDatasets(prisma: PrismaClient, user: RequestUser, ids: number[]): Promise<number> {
  for (const id of ids) await assertCanEditDataset(prisma, user, id);
  const { count } = await prisma.dataset.deleteMany({ where: { id: { in: ids } } });
  return count;
}
