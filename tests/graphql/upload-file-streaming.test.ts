import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { suffix } from '../rest/fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: response shapes differ per operation
type Data = Record<string, any>;

/** A CSV of `rows` rows (about 40 bytes each). */
async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('id,label,amount\n');
  for (let i = 0; i < rows; i += 1) {
    if (!out.write(`${i},row number ${String(i).padStart(9, '0')},${i / 4}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

describe('GraphQL uploadFile streams the file to disk under the upload limit', () => {
  let app: TestApp;
  let dir = '';
  let databaseId = '';
  const tag = suffix();

  beforeAll(async () => {
    const saved = process.env.CHARTROOM_UPLOAD_MAX_MB;
    process.env.CHARTROOM_UPLOAD_MAX_MB = '40';
    try {
      app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    } finally {
      if (saved === undefined) delete process.env.CHARTROOM_UPLOAD_MAX_MB;
      else process.env.CHARTROOM_UPLOAD_MAX_MB = saved;
    }
    dir = await mkdtemp(join(tmpdir(), 'chartroom-gql-upload-'));
    const db = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      `mutation($input: DatabaseInput!) { createDatabase(input: $input) {
        __typename ... on DatabasePayload { database { id } } ... on Error { message } } }`,
      {
        input: {
          databaseName: `gql streaming ${tag}`,
          sqlalchemyUri: `duckdb://${join(dir, 'w.duckdb')}`,
          allowFileUpload: true,
        },
      },
    );
    databaseId = db.data?.createDatabase.database?.id;
    expect(databaseId, JSON.stringify(db)).toBeTruthy();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const UPLOAD = `mutation($db: ID!, $file: File!, $table: String!) {
    uploadFile(databaseId: $db, file: $file, tableName: $table) {
      __typename
      ... on UploadFilePayload { rows tableName }
      ... on Error { message }
    } }`;

  const post = async (path: string, table: string, authorization = `Bearer ${app.token}`) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { db: databaseId, file: null, table } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', await openAsBlob(path, { type: 'text/csv' }), 'big.csv');
    return app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        body: form,
        headers: authorization ? { authorization } : {},
      }),
    );
  };

  it('loads a 26 MB file (above the old 20 MB GraphQL cap) and refuses one above CHARTROOM_UPLOAD_MAX_MB with a 413', async () => {
    const big = join(dir, 'big.csv');
    await writeCsv(big, 800_000);
    expect((await stat(big)).size).toBeGreaterThan(25 * 1024 * 1024);
    const res = await post(big, `big_${tag}`);
    const body = (await res.json()) as { data?: Data; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data?.uploadFile).toEqual({ __typename: 'UploadFilePayload', rows: 800_000, tableName: `big_${tag}` });

    // A caller who is not signed in is refused before the body is read.
    const anonymous = await post(big, `anon_${tag}`, '');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toMatch(/Sign in to upload files/);

    const huge = join(dir, 'huge.csv');
    await writeCsv(huge, 1_300_000);
    expect((await stat(huge)).size).toBeGreaterThan(40 * 1024 * 1024);
    const refused = await post(huge, `huge_${tag}`);
    expect(refused.status).toBe(413);
    const text = await refused.text();
    expect(text).toMatch(/larger than the limit \(40 MB\)/);
  }, 300_000);
});
