import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, q, suffix } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies differ per call; each assertion reads its own fields
type Body = Record<string, any>;

const PG_PASSWORD = `s3cret-${suffix()}`;

describe.each(METADATA_BACKENDS)('databases and datasets (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let scratch: string;
  const tag = suffix();
  const role = `chartroom_role_${tag}`;
  const pgSchema = `upl_${tag}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  /** Every raw response body this suite saw; none may carry the password. */
  const bodies: string[] = [];

  const call = async (path: string, init: Parameters<TestApp['request']>[1] = {}) => {
    const res = await app.request(path, init);
    const text = await res.text();
    bodies.push(text);
    return { status: res.status, text, body: text ? (JSON.parse(text) as Body) : {} };
  };

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-db-test-'));
    await admin.connect();
    // A login role with a real password, so that the stored (encrypted) password is what connects.
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${PG_PASSWORD}'`);
    await admin.query(`CREATE SCHEMA ${pgSchema} AUTHORIZATION ${role}`);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`).catch(() => undefined);
    await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
    for (const text of bodies) expect(text).not.toContain(PG_PASSWORD);
  });

  const pgUri = () => `postgresql://${role}:${PG_PASSWORD}@127.0.0.1:5432/test`;

  it('lists the four engines as available', async () => {
    const { status, body } = await call('/api/v1/database/available/');
    expect(status).toBe(200);
    expect(body.databases.map((d: { engine: string }) => d.engine).sort()).toEqual([
      'duckdb',
      'mysql',
      'postgresql',
      'sqlite',
    ]);
    expect(body.databases[0].parameters.required).toContain('host');
  });

  it('tests connections for real: PostgreSQL and MariaDB succeed, a bad host fails with the driver message', async () => {
    const ok = await call('/api/v1/database/test_connection/', { method: 'POST', json: { sqlalchemy_uri: pgUri() } });
    expect(ok).toMatchObject({ status: 200, body: { message: 'OK' } });
    const maria = await call('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test' },
    });
    expect(maria.status).toBe(200);
    const bad = await call('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: `postgresql://${role}:${PG_PASSWORD}@no-such-host.invalid:5432/test` },
    });
    expect(bad.status).toBe(422);
    expect(typeof bad.body.message).toBe('string');
    expect(bad.body.message.length).toBeGreaterThan(0);
    expect(bad.body.errors[0].error_type).toBe('GENERIC_DB_ENGINE_ERROR');
    const wrong = await call('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: `postgresql://${role}:${PG_PASSWORD}@127.0.0.1:5432/no_such_db_${tag}` },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/does not exist/);
  });

  it('validates parameters: every missing one is a required field', async () => {
    const res = await call('/api/v1/database/validate_parameters/', {
      method: 'POST',
      json: { engine: 'postgresql', parameters: { host: '127.0.0.1' } },
    });
    expect(res.status).toBe(422);
    const missing = res.body.errors.map((e: { extra: { missing: string[] } }) => e.extra.missing[0]).sort();
    expect(missing).toEqual(['database', 'port', 'username']);
    for (const e of res.body.errors) {
      expect(e).toMatchObject({
        message: 'This is a required field',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      });
    }
    const ok = await call('/api/v1/database/validate_parameters/', {
      method: 'POST',
      json: {
        engine: 'postgresql',
        parameters: { host: '127.0.0.1', port: 5432, database: 'test', username: role, password: PG_PASSWORD },
      },
    });
    expect(ok.status).toBe(200);
  });

  let pgDbId: number;

  it('creates a PostgreSQL database with the password encrypted and masked everywhere', async () => {
    const created = await call('/api/v1/database/', {
      method: 'POST',
      json: {
        database_name: `pg ${tag}`,
        sqlalchemy_uri: pgUri(),
        allow_file_upload: true,
        expose_in_sqllab: true,
        cache_timeout: 60,
      },
    });
    expect(created.status).toBe(201);
    pgDbId = created.body.id;
    expect(created.body.result.sqlalchemy_uri).toBe(`postgresql://${role}:XXXXXXXXXX@127.0.0.1:5432/test`);
    const row = await store.prisma.database.findUniqueOrThrow({ where: { id: pgDbId } });
    expect(row.encryptedPassword).toBeTruthy();
    expect(row.encryptedPassword).not.toContain(PG_PASSWORD);
    expect(row.sqlalchemyUri).not.toContain(PG_PASSWORD);

    const got = await call(`/api/v1/database/${pgDbId}`);
    expect(got.body.result).toMatchObject({ backend: 'postgresql', allow_file_upload: true, cache_timeout: 60 });
    const list = await call(`/api/v1/database/?${q({ page_size: -1 })}`);
    expect(list.status).toBe(200);
    expect(list.body.result.some((d: { id: number }) => d.id === pgDbId)).toBe(true);

    // Sending back the masked URI keeps the stored password: the connection still works.
    const put = await call(`/api/v1/database/${pgDbId}`, {
      method: 'PUT',
      json: { sqlalchemy_uri: got.body.result.sqlalchemy_uri, expose_in_sqllab: false },
    });
    expect(put.status).toBe(200);
    const retest = await call('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: got.body.result.sqlalchemy_uri, database_name: `pg ${tag}` },
    });
    expect(retest.status).toBe(200);
    const schemas = await call(`/api/v1/database/${pgDbId}/schemas/`);
    expect(schemas.body.result).toContain(pgSchema);
  });

  it('creates a MariaDB connection and refuses bad input', async () => {
    const maria = await call('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `maria ${tag}`, sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test' },
    });
    expect(maria.status).toBe(201);
    expect(maria.body.result.backend).toBe('mysql');
    const tables = await call(`/api/v1/database/${maria.body.id}/tables/?${q({ schema_name: 'test' })}`);
    expect(tables.status).toBe(200);

    // An upload into MariaDB, queried through a dataset (backtick quoting, ? placeholders, DATETIME).
    await call(`/api/v1/database/${maria.body.id}`, { method: 'PUT', json: { allow_file_upload: true } });
    const table = `upl_${tag}`;
    const form = new FormData();
    form.set(
      'file',
      new Blob(['k,at,v\na,2024-02-01 10:00:00,1\nb,2024-02-02 11:30:00,2\na,2024-02-03 00:00:00,3\n']),
      'm.csv',
    );
    form.set('table_name', table);
    form.set('schema', 'test');
    const up = await call(`/api/v1/database/${maria.body.id}/csv_upload/`, { method: 'POST', body: form });
    expect(up.status, up.text).toBe(201);
    try {
      // The upload created the table's dataset, as Superset does.
      const ds = { body: { id: up.body.result.dataset_id as number } };
      expect(ds.body.id).toBeGreaterThan(0);
      const shown = await call(`/api/v1/dataset/${ds.body.id}`);
      expect(shown.body.result.main_dttm_col).toBe('at');
      const data = await call('/api/v1/chart/data', {
        method: 'POST',
        json: {
          datasource: { id: ds.body.id, type: 'table' },
          queries: [
            {
              columns: ['k'],
              metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(v)', label: 's' }],
              orderby: [['k', true]],
            },
          ],
        },
      });
      expect(data.status, data.text).toBe(200);
      expect(data.body.result[0].data).toEqual([
        { k: 'a', s: 4 },
        { k: 'b', s: 2 },
      ]);
      expect((await call(`/api/v1/dataset/${ds.body.id}`, { method: 'DELETE' })).status).toBe(200);
    } finally {
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
      await conn.query(`DROP TABLE IF EXISTS \`${table}\``);
      await conn.end();
    }
    const bad = await call('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `x ${tag}`, sqlalchemy_uri: 'oracle://a/b' },
    });
    expect(bad.status).toBe(400);
    const dup = await call('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `maria ${tag}`, sqlalchemy_uri: 'sqlite:///tmp/x.db' },
    });
    expect(dup.status).toBe(422);
    // No SSH tunnels: a connection asking for one is refused (Superset with SSH_TUNNELING off), never
    // saved without it; the stored connection is left as it was.
    const tunnel = { server_address: '127.0.0.1', server_port: 22, username: 'u', password: 'p' };
    const before = await store.prisma.database.findUniqueOrThrow({ where: { id: maria.body.id } });
    for (const [path, method, json] of [
      [
        '/api/v1/database/',
        'POST',
        { database_name: `tunnel ${tag}`, sqlalchemy_uri: 'sqlite:///tmp/t.db', ssh_tunnel: tunnel },
      ],
      [`/api/v1/database/${maria.body.id}`, 'PUT', { database_name: `renamed ${tag}`, ssh_tunnel: tunnel }],
      ['/api/v1/database/test_connection/', 'POST', { sqlalchemy_uri: 'sqlite:///tmp/t.db', ssh_tunnel: tunnel }],
      [
        '/api/v1/database/validate_parameters/',
        'POST',
        { engine: 'sqlite', parameters: { database: 'x' }, ssh_tunnel: tunnel },
      ],
    ] as const) {
      const refused = await call(path, { method, json });
      expect(refused.status, `${method} ${path}`).toBe(400);
      expect(refused.body.message).toBe('SSH Tunneling is not enabled');
    }
    expect(await store.prisma.database.findUniqueOrThrow({ where: { id: maria.body.id } })).toEqual(before);
    expect(await store.prisma.database.findFirst({ where: { databaseName: `tunnel ${tag}` } })).toBeNull();
    const del = await call(`/api/v1/database/${maria.body.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
  });

  it('refuses Gamma users database writes', async () => {
    const res = await call('/api/v1/database/', {
      method: 'POST',
      token: gammaToken,
      json: { database_name: `g ${tag}`, sqlalchemy_uri: 'sqlite:///tmp/g.db' },
    });
    expect(res.status).toBe(403);
  });

  const uploadForm = (file: Blob, name: string, tableName: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', file, name);
    form.set('table_name', tableName);
    form.set('schema', pgSchema);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return form;
  };

  let csvDatasetId: number;

  it('uploads a CSV and a Parquet file, then queries them through datasets', async () => {
    const csv =
      'city,sold_on,amount,ok\nParis,2024-01-01,10.5,true\nLyon,2024-01-02,20,false\nParis,2024-01-03,5,true\n';
    const up = await call(`/api/v1/database/${pgDbId}/csv_upload/`, {
      method: 'POST',
      body: uploadForm(new Blob([csv], { type: 'text/csv' }), 'sales.csv', 'sales'),
    });
    expect(up.status, up.text).toBe(201);
    const again = await call(`/api/v1/database/${pgDbId}/csv_upload/`, {
      method: 'POST',
      body: uploadForm(new Blob([csv]), 'sales.csv', 'sales'),
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/^Table already exists/);
    const appended = await call(`/api/v1/database/${pgDbId}/csv_upload/`, {
      method: 'POST',
      body: uploadForm(new Blob([csv]), 'sales.csv', 'sales', { already_exists: 'append' }),
    });
    expect(appended.status).toBe(201);

    const generic = await call(`/api/v1/database/${pgDbId}/upload/`, {
      method: 'POST',
      body: uploadForm(new Blob([csv]), 'sales.csv', 'sales_copy', { type: 'csv' }),
    });
    expect(generic.status, generic.text).toBe(201);
    const tables = await call(`/api/v1/database/${pgDbId}/tables/?${q({ schema_name: pgSchema })}`);
    expect(tables.body.result.map((t: { value: string }) => t.value).sort()).toEqual(['sales', 'sales_copy']);

    const meta = await call(`/api/v1/database/${pgDbId}/table/sales/${pgSchema}/`);
    expect(meta.body.columns.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['city', 'TEXT'],
      ['sold_on', 'TIMESTAMP WITHOUT TIME ZONE'],
      ['amount', 'DOUBLE PRECISION'],
      ['ok', 'BOOLEAN'],
    ]);
    const extra = await call(`/api/v1/database/${pgDbId}/table_extra/sales/${pgSchema}/`);
    expect(extra.status).toBe(200);

    // The upload created the table's dataset, as Superset does; a second one is refused.
    const ds = await call('/api/v1/dataset/', {
      method: 'POST',
      json: { database: pgDbId, schema: pgSchema, table_name: 'sales' },
    });
    expect(ds.status, ds.text).toBe(422);
    csvDatasetId = up.body.result.dataset_id;
    const shown = await call(`/api/v1/dataset/${csvDatasetId}`);
    expect(shown.body.result.main_dttm_col).toBe('sold_on');
    expect(shown.body.result.columns.find((c: { column_name: string }) => c.column_name === 'sold_on').is_dttm).toBe(
      true,
    );

    const data = await call('/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: csvDatasetId, type: 'table' },
        queries: [
          {
            columns: ['city'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
            orderby: [['city', true]],
          },
        ],
        result_type: 'full',
      },
    });
    expect(data.status, data.text).toBe(200);
    expect(data.body.result[0].data).toEqual([
      { city: 'Lyon', total: 40 },
      { city: 'Paris', total: 31 },
    ]);

    const parquetPath = join(scratch, 'points.parquet');
    const duck = await DuckDBInstance.create(':memory:');
    const conn = await duck.connect();
    await conn.run(
      `COPY (SELECT i AS id, 'p' || i AS label, i * 1.5 AS score FROM range(1, 6) t(i)) TO '${parquetPath}' (FORMAT parquet)`,
    );
    conn.closeSync();
    const { readFile } = await import('node:fs/promises');
    const parquet = await readFile(parquetPath);
    const pq = await call(`/api/v1/database/${pgDbId}/columnar_upload/`, {
      method: 'POST',
      body: uploadForm(new Blob([new Uint8Array(parquet)]), 'points.parquet', 'points'),
    });
    expect(pq.status, pq.text).toBe(201);
    const virtual = await call('/api/v1/dataset/', {
      method: 'POST',
      json: {
        database: pgDbId,
        schema: pgSchema,
        table_name: `points_${tag}`,
        sql: `SELECT label, score FROM ${pgSchema}.points WHERE id > 2`,
      },
    });
    expect(virtual.status, virtual.text).toBe(201);
    const rows = await call('/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: virtual.body.id, type: 'table' },
        queries: [
          {
            columns: ['label'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(score)', label: 's' }],
            orderby: [['label', true]],
          },
        ],
      },
    });
    expect(rows.status, rows.text).toBe(200);
    expect(rows.body.result[0].data).toEqual([
      { label: 'p3', s: 4.5 },
      { label: 'p4', s: 6 },
      { label: 'p5', s: 7.5 },
    ]);
    const kinds = await call(
      `/api/v1/dataset/?${q({
        filters: [
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
          { col: 'database', opr: 'rel_o_m', value: pgDbId },
        ],
      })}`,
    );
    expect(kinds.body.result.map((r: { table_name: string }) => r.table_name)).toEqual([`points_${tag}`]);
  });

  it('refuses uploads into a database that does not allow them', async () => {
    const db = await call('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `noupload ${tag}`, sqlalchemy_uri: `sqlite://${join(scratch, 'n.db')}` },
    });
    const form = new FormData();
    form.set('file', new Blob(['a\n1\n']), 'a.csv');
    form.set('table_name', 'a');
    const res = await call(`/api/v1/database/${db.body.id}/csv_upload/`, { method: 'POST', body: form });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/does not allow file uploads/);
  });

  it('tests a DuckDB database that is already open, through its own connector', async () => {
    const file = join(scratch, 'events.duckdb');
    const duck = await DuckDBInstance.create(file);
    const conn = await duck.connect();
    await conn.run(
      "CREATE TABLE events AS SELECT i AS id, TIMESTAMP '2024-01-01' + INTERVAL (i) DAY AS at FROM range(3) t(i)",
    );
    conn.closeSync();
    duck.closeSync();
    const db = await call('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `duck ${tag}`, sqlalchemy_uri: `duckdb://${file}` },
    });
    expect(db.status).toBe(201);
    const ds = await call('/api/v1/dataset/', { method: 'POST', json: { database: db.body.id, table_name: 'events' } });
    expect(ds.status, ds.text).toBe(201);
    const values = await call(`/superset/filter/table/${ds.body.id}/at/`);
    expect(values.body).toHaveLength(3);
    const test = await call('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: `duckdb://${file}`, database_name: `duck ${tag}` },
    });
    expect(test.status, test.text).toBe(200);
    const related = await call(`/api/v1/dataset/related/database?${q({ filter: 'duck' })}`);
    expect(related.body.result).toContainEqual({ value: db.body.id, text: `duck ${tag}`, extra: {} });
    const objects = await call(`/api/v1/database/${db.body.id}/related_objects/`);
    expect(objects.body).toMatchObject({ charts: { count: 0 }, dashboards: { count: 0 } });
    expect((await call(`/api/v1/dataset/${ds.body.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses a virtual dataset whose SQL is not one SELECT', async () => {
    const res = await call('/api/v1/dataset/', {
      method: 'POST',
      json: { database: pgDbId, table_name: `bad_${tag}`, sql: `DELETE FROM ${pgSchema}.sales` },
    });
    expect(res.status).toBe(400);
    const two = await call('/api/v1/dataset/', {
      method: 'POST',
      json: { database: pgDbId, table_name: `bad2_${tag}`, sql: 'SELECT 1; SELECT 2' },
    });
    expect(two.status).toBe(400);
  });

  it('edits a column and a metric (version bumped), refuses bad expressions, and Gamma', async () => {
    const before = await call(`/api/v1/dataset/${csvDatasetId}`);
    const columns = before.body.result.columns.map((c: Record<string, unknown>) =>
      c.column_name === 'city' ? { ...c, verbose_name: 'City name', groupby: true, filterable: false } : c,
    );
    const clean = (c: Record<string, unknown>) => {
      const { created_on, changed_on, uuid, ...rest } = c;
      return rest;
    };
    const put = await call(`/api/v1/dataset/${csvDatasetId}`, {
      method: 'PUT',
      json: {
        columns: [...columns.map(clean), { column_name: 'double_amount', expression: 'amount * 2', type: 'NUMERIC' }],
        metrics: [
          {
            metric_name: 'total_amount',
            expression: 'SUM(amount)',
            verbose_name: 'Total',
            d3format: ',.2f',
            warning_text: 'approximate',
            extra: JSON.stringify({ certification: { certified_by: 'QA', details: 'checked' } }),
          },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    const after = await call(`/api/v1/dataset/${csvDatasetId}`);
    expect(after.body.result.version).toBe(before.body.result.version + 1);
    const city = after.body.result.columns.find((c: { column_name: string }) => c.column_name === 'city');
    expect(city).toMatchObject({ verbose_name: 'City name', filterable: false });
    expect(after.body.result.metrics).toHaveLength(1);
    expect(after.body.result.metrics[0]).toMatchObject({
      metric_name: 'total_amount',
      d3format: ',.2f',
      warning_text: 'approximate',
    });

    const badMetric = await call(`/api/v1/dataset/${csvDatasetId}`, {
      method: 'PUT',
      json: { metrics: [{ metric_name: 'x', expression: 'SUM(amount); DROP TABLE x' }] },
    });
    expect(badMetric.status).toBe(400);
    const gamma = await call(`/api/v1/dataset/${csvDatasetId}`, {
      method: 'PUT',
      token: gammaToken,
      json: { description: 'x' },
    });
    expect(gamma.status).toBe(403);
    expect(gamma.body.message).toBe(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    );

    const gammaRead = await call(`/datasource/get/table/${csvDatasetId}/`, { token: gammaToken });
    expect(gammaRead.status).toBe(200);
    expect(gammaRead.body.can_edit).toBe(false);
    // Gamma reads databases (can_read on Database, as Superset's Gamma) but never writes them.
    expect((await call('/api/v1/database/', { token: gammaToken })).status).toBe(200);
    const legacy = await call(`/datasource/get/table/${csvDatasetId}/`);
    expect(legacy.status).toBe(200);
    expect(legacy.body.metrics[0]).toMatchObject({ certified_by: 'QA', certification_details: 'checked' });
    const form = new FormData();
    form.set('data', JSON.stringify({ ...legacy.body, description: 'saved through the legacy call' }));
    const saved = await call('/datasource/save/', { method: 'POST', body: form });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.description).toBe('saved through the legacy call');
    expect(saved.body.metrics[0].certified_by).toBe('QA');

    const values = await call(`/superset/filter/table/${csvDatasetId}/sold_on/`);
    expect(values.status).toBe(200);
    expect([...(values.body as unknown as number[])].sort()).toEqual([
      Date.UTC(2024, 0, 1),
      Date.UTC(2024, 0, 2),
      Date.UTC(2024, 0, 3),
    ]);
    const samples = await call(
      `/datasource/samples?force=true&datasource_type=table&datasource_id=${csvDatasetId}&per_page=2&page=1`,
      {
        method: 'POST',
        json: {},
      },
    );
    expect(samples.status, samples.text).toBe(200);
    expect(samples.body.result.data).toHaveLength(2);
    const metadata = await call(`/superset/fetch_datasource_metadata?datasourceKey=${csvDatasetId}__table`);
    expect(metadata.body.id).toBe(csvDatasetId);
  });

  it('refreshes, marks managed datasets read-only, and deletes', async () => {
    await admin.query(`ALTER TABLE ${pgSchema}.sales ADD COLUMN region TEXT`);
    const refresh = await call(`/api/v1/dataset/${csvDatasetId}/refresh`, { method: 'PUT' });
    expect(refresh.status).toBe(200);
    const shown = await call(`/api/v1/dataset/${csvDatasetId}`);
    expect(shown.body.result.columns.map((c: { column_name: string }) => c.column_name)).toContain('region');
    expect(shown.body.result.columns.map((c: { column_name: string }) => c.column_name)).toContain('double_amount');

    await store.prisma.dataset.update({ where: { id: csvDatasetId }, data: { isManagedExternally: true } });
    const managed = await call(`/api/v1/dataset/${csvDatasetId}`, { method: 'PUT', json: { description: 'x' } });
    expect(managed.status).toBe(422);
    expect(managed.body.message).toBe("This dataset is managed externally, and can't be edited in Superset");
    await store.prisma.dataset.update({ where: { id: csvDatasetId }, data: { isManagedExternally: false } });

    const ids = (await store.prisma.dataset.findMany({ where: { databaseId: pgDbId }, select: { id: true } })).map(
      (d) => d.id,
    );
    const gammaDelete = await call(`/api/v1/dataset/?q=!(${ids.join(',')})`, { method: 'DELETE', token: gammaToken });
    expect(gammaDelete.status).toBe(403);
    const bulk = await call(`/api/v1/dataset/?q=!(${ids.join(',')})`, { method: 'DELETE' });
    expect(bulk).toMatchObject({ status: 200, body: { message: `Deleted ${ids.length} datasets` } });
    const delDb = await call(`/api/v1/database/${pgDbId}`, { method: 'DELETE' });
    expect(delDb.status).toBe(200);
  });
});
