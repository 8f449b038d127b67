import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from './fixtures.ts';

/** The file an attacker wants; the tests check its first line never comes back. */
const TARGET = '/etc/passwd';
const SECRET_LINE = readFileSync(TARGET, 'utf8').split('\n')[0] as string;

describe.each(METADATA_BACKENDS)('security: no server file read through SQL (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alphaToken: string;
  let duckDbId: number;
  let duckDbUuid: string;
  let pgDbId: number;
  let exampleDatasetId: number;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const example = await store.prisma.database.findFirstOrThrow({
      where: { sqlalchemyUri: { startsWith: 'duckdb://' } },
      orderBy: { id: 'asc' },
    });
    duckDbId = example.id;
    duckDbUuid = example.uuid;
    exampleDatasetId = (await store.prisma.dataset.findFirstOrThrow({ where: { databaseId: duckDbId, sql: null } })).id;
    const pg = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `pg files ${tag}`, sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' },
    });
    expect(pg.status).toBe(201);
    pgDbId = (await json<{ id: number }>(pg)).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const expectNothingLeaked = (text: string) => {
    expect(text).not.toContain(SECRET_LINE);
    expect(text).not.toContain('/bin/');
  };

  it('refuses virtual datasets that read files, on DuckDB and PostgreSQL, for Alpha and Admin', async () => {
    const before = await store.prisma.dataset.count();
    const attempts: [number, string, string][] = [
      [duckDbId, `SELECT * FROM read_text('${TARGET}')`, 'Function read_text is not allowed in SQL.'],
      [duckDbId, `SELECT * FROM read_blob('${TARGET}')`, 'Function read_blob is not allowed in SQL.'],
      [duckDbId, "SELECT * FROM glob('/etc/*')", 'Function glob is not allowed in SQL.'],
      [duckDbId, `SELECT * FROM read_csv('${TARGET}', sep = ':')`, 'Function read_csv is not allowed in SQL.'],
      [duckDbId, `SELECT * FROM '${TARGET}'`, 'Reading files is not allowed in SQL'],
      [pgDbId, `SELECT pg_read_file('${TARGET}') AS content`, 'Function pg_read_file is not allowed in SQL.'],
      [pgDbId, `SELECT * FROM pg_ls_dir('/etc') AS f`, 'Function pg_ls_dir is not allowed in SQL.'],
    ];
    for (const token of [alphaToken, undefined]) {
      for (const [database, sql, message] of attempts) {
        const res = await app.request('/api/v1/dataset/', {
          method: 'POST',
          json: { database, table_name: `files_${suffix()}`, sql },
          ...(token ? { token } : {}),
        });
        const text = await res.text();
        expect(res.status, sql).toBe(400);
        expect(text).toContain(message);
        expectNothingLeaked(text);
      }
    }
    expect(await store.prisma.dataset.count()).toBe(before);
  });

  it('refuses custom SQL metrics and filters that read files', async () => {
    const base = {
      datasource: { id: exampleDatasetId, type: 'table' },
      result_type: 'full',
      result_format: 'json',
    };
    for (const query of [
      {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: `MAX(length(read_text('${TARGET}')))`, label: 'm' }],
      },
      {
        columns: [],
        metrics: ['count'],
        filters: [],
        extras: { where: `getenv('HOME') IS NOT NULL` },
      },
    ]) {
      const res = await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: { ...base, queries: [{ row_limit: 10, ...query }] },
      });
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(text).toMatch(/Function (read_text|getenv) is not allowed in SQL\./);
      expectNothingLeaked(text);
    }
  });

  it('refuses an imported dataset whose SQL reads a file, on every route that runs it', async () => {
    const uuid = randomUUID();
    const zip = new JSZip();
    zip.file(
      'bundle/metadata.yaml',
      stringify({ version: '1.0.0', type: 'assets', timestamp: '2024-01-01T00:00:00+00:00' }),
    );
    zip.file(
      `bundle/datasets/examples/passwd_${tag}.yaml`,
      stringify({
        table_name: `passwd_${tag}`,
        sql: `SELECT content FROM read_text('${TARGET}')`,
        uuid,
        database_uuid: duckDbUuid,
        columns: [{ column_name: 'content', type: 'VARCHAR', groupby: true, filterable: true }],
        metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
        version: '1.0.0',
      }),
    );
    const form = new FormData();
    form.set('bundle', new Blob([await zip.generateAsync({ type: 'arraybuffer' })]), 'assets.zip');
    const imported = await app.request('/api/v1/assets/import/', { method: 'POST', body: form });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const id = (await store.prisma.dataset.findUniqueOrThrow({ where: { uuid } })).id;

    const responses = [
      await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: {
          datasource: { id, type: 'table' },
          queries: [{ columns: ['content'], metrics: [], row_limit: 10 }],
          result_type: 'full',
          result_format: 'json',
        },
      }),
      await app.request(`/datasource/samples?datasource_id=${id}&datasource_type=table`, { method: 'POST', json: {} }),
      await app.request(`/superset/filter/table/${id}/content/`),
    ];
    for (const res of responses) {
      const text = await res.text();
      expect(res.status, `${res.url} ${text}`).toBe(400);
      expect(text).toContain('Function read_text is not allowed in SQL.');
      expectNothingLeaked(text);
    }
  });

  it('keeps the example datasets working', async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const res = await app.request(`/api/v1/chart/${chart.id}/data/`, { token: alphaToken });
    expect(res.status).toBe(200);
    const values = await app.request(`/api/v1/dataset/${exampleDatasetId}`);
    expect(values.status).toBe(200);
  });
});
