import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { suffix } from '../rest/fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: response shapes differ per operation
type Data = Record<string, any>;

describe('GraphQL uploadFile with Superset options', () => {
  let app: TestApp;
  let scratch: ScratchDatabase;
  let databaseId = '';
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    scratch = await createScratchDatabase('chartroom_gqluplopts');
    const db = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      `mutation($input: DatabaseInput!) { createDatabase(input: $input) {
        __typename ... on DatabasePayload { database { id } } ... on Error { message } } }`,
      { input: { databaseName: `upload options ${tag}`, sqlalchemyUri: scratch.url, allowFileUpload: true } },
    );
    databaseId = db.data?.createDatabase.database.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  const UPLOAD = `mutation($db: ID!, $file: File!, $table: String!, $dates: [String!], $dayFirst: Boolean,
      $types: String, $index: String, $nulls: [String!], $delimiter: String) {
    uploadFile(databaseId: $db, file: $file, tableName: $table, columnDates: $dates, dayFirst: $dayFirst,
        columnDataTypes: $types, indexColumn: $index, nullValues: $nulls, delimiter: $delimiter) {
      __typename
      ... on UploadFilePayload { rows dataset { tableName columns { columnName isDttm } } }
      ... on Error { message }
    } }`;

  const upload = async (csv: string, variables: Record<string, unknown>) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: UPLOAD, variables: { db: databaseId, file: null, ...variables } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([csv], { type: 'text/csv' }), 'v.csv');
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${app.token}` },
      }),
    );
    const body = (await response.json()) as { data?: Data; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.uploadFile as Data;
  };

  it('applies the options and answers the dataset the upload created', async () => {
    const table = `visits_${tag}`;
    const done = await upload('id;zip;day;n\n1;00501;31/01/2024;-\n2;02134;01/02/2024;4\n', {
      table,
      delimiter: ';',
      dates: ['day'],
      dayFirst: true,
      types: '{"zip": "str"}',
      index: 'id',
      nulls: ['-'],
    });
    expect(done.__typename, done.message).toBe('UploadFilePayload');
    expect(done.rows).toBe(2);
    expect(done.dataset.tableName).toBe(table);
    expect(done.dataset.columns).toEqual([
      { columnName: 'zip', isDttm: false },
      { columnName: 'day', isDttm: true },
      { columnName: 'n', isDttm: false },
    ]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const rows = (await client.query(`SELECT zip, day::text AS day, n FROM public.${table} ORDER BY day`)).rows;
    await client.end();
    expect(rows).toEqual([
      { zip: '00501', day: '2024-01-31 00:00:00', n: null },
      { zip: '02134', day: '2024-02-01 00:00:00', n: '4' },
    ]);

    const bad = await upload('day\n13/13/2024\n', { table: `bad_${tag}`, dates: ['day'], dayFirst: true });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.message).toMatch(/Row 1, column "day": '13\/13\/2024' is not a valid date \(read day first\)/);
  });
});
