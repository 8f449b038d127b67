import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, suffix } from '../rest/fixtures.ts';
import {
  openRestrictedWarehouses,
  type RestrictedWarehouse,
  type RestrictedWarehouses,
} from './restricted-warehouses.ts';

interface Answer {
  status: number;
  text: string;
}

const messageOf = (text: string): string => {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: string }[] };
    return typeof body.message === 'string' ? body.message : (body.errors?.map((e) => e.message).join(' ') ?? '');
  } catch {
    return '';
  }
};

/**
 * Custom SQL cannot reach another schema where the database forbids it, on all four engines: a
 * PostgreSQL role without USAGE on a schema, a MariaDB user without grants on another database, and
 * DuckDB and SQLite files that only ATTACH or a file reader could open. Every place a user types SQL
 * (metric, adhoc column, WHERE, HAVING, filter column, calculated column and metric, virtual
 * dataset, SQL Lab) is tried: the answer is a 4xx carrying the database's own refusal (or the
 * guard's, for ATTACH and file readers), the secret appears in no answer, and nothing is saved.
 * The same SQL through the administrator's connection returns the secret: only the database's
 * rights stop it.
 */
describe('custom SQL cannot reach a schema the database forbids', () => {
  let app: TestApp;
  let store: MetadataStore;
  let warehouses: RestrictedWarehouses;
  let scratch: string;
  const tag = suffix();
  const tried: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 0 });
    store = await openStore(app);
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-hardening-reach-'));
    warehouses = await openRestrictedWarehouses(app, tag, scratch);
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) process.stdout.write(`sql reach: ${JSON.stringify(tried)}\n`);
    await warehouses?.close();
    await store?.close();
    await app?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const send = async (path: string, method: string, json: unknown): Promise<Answer> => {
    const res = await app.request(path, { method, json });
    return { status: res.status, text: await res.text() };
  };
  const createDataset = (w: RestrictedWarehouse, databaseId: number, table: string, sql?: string) =>
    send('/api/v1/dataset/', 'POST', {
      database: databaseId,
      schema: w.schema,
      table_name: table,
      ...(sql !== undefined ? { sql } : {}),
    });
  const chartData = (datasetId: number, query: Record<string, unknown>) =>
    send('/api/v1/chart/data', 'POST', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ row_limit: 20, ...query }],
    });

  /** Refused with a message the user can act on, the secret nowhere in it. */
  function expectRefused(w: RestrictedWarehouse, what: string, answer: Answer, refusal: RegExp | null = w.refusal) {
    const where = `${w.engine} ${what} -> ${answer.status} ${answer.text.slice(0, 400)}`;
    expect(answer.text, `the secret leaked: ${where}`).not.toContain(warehouses.secret);
    expect(answer.status, where).toBeGreaterThanOrEqual(400);
    expect(answer.status, where).toBeLessThan(500);
    const message = messageOf(answer.text);
    expect(message, where).not.toBe('');
    if (refusal) expect(message, where).toMatch(refusal);
    tried[w.engine] = (tried[w.engine] ?? 0) + 1;
  }

  const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
  const chartPlaces = (probe: string): [string, Record<string, unknown>][] => [
    ['metric', { columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: probe, label: 'm' }] }],
    ['adhoc column', { columns: [{ expressionType: 'SQL', sqlExpression: probe, label: 'c' }], metrics: [count] }],
    ['where', { columns: ['region'], metrics: [count], extras: { where: `${probe} IS NOT NULL` } }],
    ['having', { columns: ['region'], metrics: [count], extras: { having: `MAX(${probe}) IS NOT NULL` } }],
  ];

  it('the administrator connection reads the secret with the same SQL (the probes are valid)', async () => {
    for (const w of warehouses.list.filter((x) => x.privilegedId !== null)) {
      const made = await createDataset(w, w.privilegedId as number, w.people);
      expect(made.status, made.text).toBe(201);
      const id = (JSON.parse(made.text) as { id: number }).id;
      for (const [what, query] of chartPlaces(w.probe)) {
        const answer = await chartData(id, query);
        expect(answer.status, `${w.engine} ${what}: ${answer.text.slice(0, 300)}`).toBe(200);
        if (what !== 'where' && what !== 'having') expect(answer.text).toContain(warehouses.secret);
      }
      const lab = await send('/api/v1/sqllab/execute/', 'POST', {
        database_id: w.privilegedId,
        sql: w.reads[0],
        schema: w.schema,
      });
      expect(lab.status, lab.text).toBe(200);
      expect(lab.text).toContain(warehouses.secret);
    }
  }, 120_000);

  it('refuses every custom SQL place with the database refusal, leaks nothing and saves nothing', async () => {
    for (const w of warehouses.list) {
      const made = await createDataset(w, w.databaseId, w.people);
      expect(made.status, `${w.engine} ${made.text}`).toBe(201);
      const id = (JSON.parse(made.text) as { id: number }).id;
      // The table the user may read answers through the same connection.
      const allowed = await chartData(id, { columns: ['region'], metrics: [count], orderby: [['n', false]] });
      expect(allowed.status, `${w.engine} ${allowed.text}`).toBe(200);
      expect(JSON.parse(allowed.text).result[0].data).toEqual([
        { region: 'north', n: 2 },
        { region: 'south', n: 1 },
      ]);

      for (const [what, query] of chartPlaces(w.probe)) expectRefused(w, what, await chartData(id, query));
      // Chart SQL takes no sub-query at all: refused before the database sees it.
      for (const [what, query] of chartPlaces(w.subquery))
        expectRefused(w, `${what} sub-query`, await chartData(id, query), /sub-quer/);
      // A filter column is a column name, never SQL: an unknown one is left out of the query (as
      // Superset drops filters on columns the dataset lacks) or refused; either way it is not run.
      const filtered = await chartData(id, {
        columns: ['region'],
        metrics: [count],
        filters: [{ col: w.probe, op: '==', val: 'x' }],
      });
      expect(filtered.text).not.toContain(warehouses.secret);
      if (filtered.status === 200) {
        const ran = (JSON.parse(filtered.text) as { result: { query: string }[] }).result[0]?.query ?? '';
        expect(ran, w.engine).not.toContain(w.probe.replace(/\(\)$/, ''));
      } else expectRefused(w, 'filter column', filtered, null);

      // Calculated column and metric: either refused when saved, or saved and refused when run.
      const shown = (await (await app.request(`/api/v1/dataset/${id}`)).json()) as {
        result: { columns: Record<string, unknown>[] };
      };
      const columns = shown.result.columns.map(({ created_on, changed_on, uuid, ...c }) => c);
      const saved = await send(`/api/v1/dataset/${id}`, 'PUT', {
        columns: [...columns, { column_name: 'calc_reach', expression: w.probe, type: 'VARCHAR' }],
        metrics: [{ metric_name: 'met_reach', expression: `MAX(LENGTH(${w.probe}))` }],
      });
      expect(saved.text).not.toContain(warehouses.secret);
      if (saved.status === 200) {
        expectRefused(w, 'calculated column', await chartData(id, { columns: ['calc_reach'], metrics: [count] }));
        expectRefused(w, 'calculated metric', await chartData(id, { columns: ['region'], metrics: ['met_reach'] }));
      } else expectRefused(w, 'calculated column saved', saved, null);

      // Virtual datasets: refused when created (their columns cannot be read), nothing registered.
      for (const [i, sql] of w.reads.entries()) {
        const table = `hd_reach_v${i}_${tag}`;
        expectRefused(w, `virtual dataset ${sql}`, await createDataset(w, w.databaseId, table, sql), null);
        expect(await store.prisma.dataset.count({ where: { tableName: table } }), `${w.engine} ${sql}`).toBe(0);
      }

      // SQL Lab: the statement as typed, and with the forbidden schema chosen as the default one.
      for (const sql of w.reads) {
        const before = await store.prisma.query.count();
        const lab = await send('/api/v1/sqllab/execute/', 'POST', { database_id: w.databaseId, sql, schema: w.schema });
        expectRefused(w, `SQL Lab ${sql}`, lab, null);
        // Refused before running (guard) records nothing; refused by the database records a failed query.
        const recorded = await store.prisma.query.findMany({ orderBy: { id: 'desc' }, take: 1 });
        if ((await store.prisma.query.count()) > before) {
          expect(recorded[0]?.status).toBe('failed');
          expect(recorded[0]?.errorMessage ?? '').not.toContain(warehouses.secret);
        }
      }
      if (w.engine === 'postgresql' || w.engine === 'mysql') {
        const inVault = w.engine === 'postgresql' ? 'hd_vault' : `hd_vault_${tag}`;
        const lab = await send('/api/v1/sqllab/execute/', 'POST', {
          database_id: w.databaseId,
          sql: 'SELECT note FROM secrets',
          schema: inVault,
        });
        expectRefused(w, `SQL Lab in schema ${inVault}`, lab, null);
        // The database's message reaches SQL Lab too.
        const typed = await send('/api/v1/sqllab/execute/', 'POST', { database_id: w.databaseId, sql: w.reads[0] });
        expectRefused(w, 'SQL Lab database message', typed);
      }
    }
    expect(Object.keys(tried).sort()).toEqual(['duckdb', 'mysql', 'postgresql', 'sqlite']);
  }, 300_000);
});
