import type { Context, Hono } from 'hono';
import { getDialect } from '../../engine/dialects/index.ts';
import { assertSelectStatement, assertSqlExpression, UnsafeSqlError } from '../../engine/sql-guard.ts';
import { currentUser } from '../auth/session.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../errors.ts';
import { parseId } from '../list/handlers.ts';
import { assertCan, can } from '../permissions.ts';
import { executeChartData } from './chart-data.ts';
import { canAccessDataset, DATASET_ACCESS_DENIED } from './dataset-access.ts';
import { updateDataset } from './dataset-write.ts';
import { datasourceData, loadDatasource, parseDatasourceKey } from './datasource-data.ts';
import { rowLevelFilterFor, virtualDatasetSqlFor } from './rls-enforce.ts';

/** Superset's FILTER_SELECT_ROW_LIMIT. */
const FILTER_SELECT_ROW_LIMIT = 10_000;

function assertTableType(type: string | undefined): void {
  if (type !== 'table' && type !== 'dataset') throw new BadRequestError(`Datasource type not supported: ${type ?? ''}`);
}

/** The dataset behind a legacy datasource route, checked like chart data (403 when not granted). */
async function datasourceFor(c: Context<AppEnv>, id: number | null) {
  const user = currentUser(c);
  assertCan(user, 'can_read', 'Dataset');
  const d = id === null ? null : await loadDatasource(c.get('services').store.prisma, id);
  if (!d) throw new NotFoundError('The dataset does not exist');
  if (!canAccessDataset(user, d)) throw new ForbiddenError(DATASET_ACCESS_DENIED);
  return { d, user };
}

/** Superset's `/datasource/save/` body (the dataset editor's whole state) -> the dataset API's PUT body. */
function saveBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of [
    'table_name',
    'schema',
    'sql',
    'description',
    'main_dttm_col',
    'cache_timeout',
    'offset',
    'default_endpoint',
    'filter_select_enabled',
    'fetch_values_predicate',
    'template_params',
    'normalize_columns',
    'always_filter_main_dttm',
    'extra',
    'owners',
    'columns',
  ]) {
    if (data[key] !== undefined) body[key] = data[key];
  }
  if (data.filter_select !== undefined && body.filter_select_enabled === undefined)
    body.filter_select_enabled = data.filter_select;
  if (Array.isArray(data.metrics)) {
    // The editor sends certification beside the metric; the model keeps it in the metric's extra JSON.
    body.metrics = data.metrics.map((raw) => {
      if (raw === null || typeof raw !== 'object') return raw;
      const { certified_by, certification_details, warning_markdown, ...m } = raw as Record<string, unknown>;
      if (certified_by === undefined && certification_details === undefined && warning_markdown === undefined) return m;
      let extra: Record<string, unknown> = {};
      if (typeof m.extra === 'string' && m.extra) {
        try {
          extra = JSON.parse(m.extra) as Record<string, unknown>;
        } catch {
          throw new BadRequestError({ metrics: ['Field cannot be decoded by JSON.'] });
        }
      }
      if (certified_by || certification_details)
        extra.certification = { certified_by: certified_by ?? null, details: certification_details ?? null };
      else delete extra.certification;
      if (warning_markdown) extra.warning_markdown = warning_markdown;
      else delete extra.warning_markdown;
      return { ...m, extra: JSON.stringify(extra) };
    });
  }
  return body;
}

/** The legacy datasource calls of spec 001 §7 and server-semantics.md §13. */
export function mountDatasourceRoutes(app: Hono<AppEnv>): void {
  app.get('/datasource/get/:type/:id', async (c) => {
    assertTableType(c.req.param('type'));
    const { d, user } = await datasourceFor(c, parseId(c.req.param('id')));
    return c.json(datasourceData(d, user));
  });

  app.get('/superset/fetch_datasource_metadata', async (c) => {
    const key = parseDatasourceKey(c.req.query('datasourceKey'));
    if (!key) throw new BadRequestError('datasourceKey must look like <id>__table');
    const { d, user } = await datasourceFor(c, key.id);
    return c.json(datasourceData(d, user));
  });

  app.post('/datasource/save', async (c) => {
    const fields = await readFields(c);
    let data: unknown = fields.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch (e) {
        throw new BadRequestError(`The form field data is not JSON: ${(e as Error).message}`);
      }
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new BadRequestError('The form field data must hold the datasource as a JSON object');
    }
    const record = data as Record<string, unknown>;
    if (record.type !== undefined) assertTableType(String(record.type));
    const id = typeof record.id === 'number' ? record.id : null;
    if (id === null) throw new BadRequestError('The datasource id is missing');
    const user = currentUser(c);
    const services = c.get('services');
    await updateDataset(services.store.prisma, services.connectors, user, id, saveBody(record));
    const { d } = await datasourceFor(c, id);
    return c.json(datasourceData(d, user));
  });

  app.post('/datasource/samples', async (c) => {
    const user = currentUser(c);
    if (!can(user, 'can_samples', 'Datasource') && !can(user, 'can_read', 'Dataset'))
      assertCan(user, 'can_samples', 'Datasource');
    assertTableType(c.req.query('datasource_type'));
    const id = parseId(c.req.query('datasource_id'));
    if (id === null) throw new BadRequestError({ datasource_id: ['Not a valid integer.'] });
    const int = (name: string, fallback: number, max: number) => {
      const raw = c.req.query(name);
      if (raw === undefined || raw === '') return fallback;
      if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
        throw new BadRequestError({ [name]: ['Must be greater than or equal to 1.'] });
      return Math.min(Number(raw), max);
    };
    const perPage = int('per_page', 1000, 10_000);
    const page = int('page', 1, 1_000_000);
    const force = c.req.query('force') === 'true';
    const response = await executeChartData(
      c.get('services'),
      user,
      {
        datasource: { id, type: 'table' },
        queries: [{ row_limit: perPage, row_offset: (page - 1) * perPage }],
        result_type: 'samples',
        force,
      },
      { force, signal: c.req.raw.signal },
    );
    if (response instanceof Response) throw new UnprocessableError('Samples answer JSON only');
    const first = (response as { result: Record<string, unknown>[] }).result[0] ?? {};
    return c.json({ result: { ...first, page, per_page: perPage, total_count: first.rowcount ?? 0 } });
  });

  app.get('/superset/filter/:type/:id/:column', async (c) => {
    assertTableType(c.req.param('type'));
    const { d } = await datasourceFor(c, parseId(c.req.param('id')));
    const name = c.req.param('column');
    const column = d.columns.find((col) => col.columnName === name);
    if (!column) throw new NotFoundError(`Column ${name} does not exist in the dataset`);
    const connector = c.get('services').connectors.get(d.database);
    const dialect = getDialect(connector.dialect);
    // Stored SQL passes the same guard as chart data: an imported dataset was never checked on save.
    let expr: string;
    let from: string;
    let where = '';
    const rowLevelFilter = await rowLevelFilterFor(c.get('services').store.prisma, currentUser(c), d.id);
    try {
      if (rowLevelFilter) {
        where = ` WHERE (${assertSqlExpression(rowLevelFilter, dialect, 'row level security filter')})`;
      }
      expr = column.expression?.trim()
        ? `(${assertSqlExpression(column.expression, dialect, `the expression of column ${name}`)})`
        : dialect.quoteIdentifier(column.columnName);
      const sql = d.sql?.trim()
        ? await virtualDatasetSqlFor(
            c.get('services').store.prisma,
            currentUser(c),
            {
              id: d.id,
              databaseId: d.database.id,
              sql: assertSelectStatement(d.sql, dialect, `virtual dataset "${d.tableName}"`),
            },
            dialect,
          )
        : null;
      from = sql
        ? dialect.subquery(sql, 'virtual_table')
        : `${d.schema ? `${dialect.quoteIdentifier(d.schema)}.` : ''}${dialect.quoteIdentifier(d.tableName)}`;
    } catch (error) {
      if (error instanceof UnsafeSqlError) throw new BadRequestError(error.message);
      throw error;
    }
    let result: Awaited<ReturnType<typeof connector.query>>;
    try {
      result = await connector.query(
        `SELECT DISTINCT ${expr} AS ${dialect.quoteIdentifier('value')} FROM ${from}${where} LIMIT ${FILTER_SELECT_ROW_LIMIT}`,
        [],
        { signal: c.req.raw.signal, timeoutMs: 60_000 },
      );
    } catch (error) {
      throw new UnprocessableError(error instanceof Error ? error.message : String(error));
    }
    return c.json(result.rows.map((row) => (row.value instanceof Date ? row.value.getTime() : row.value)));
  });
}
