import { randomBytes } from 'node:crypto';
import { getNamedType, isObjectType, isScalarType } from 'graphql';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { q } from '../rest/fixtures.ts';
import { type LoggedApp, startLoggedApp } from './logged-app.ts';

const secret = (name: string) => `${name}${randomBytes(9).toString('hex')}`;

/** Every secret the run plants; none may appear in any response body (ZIPs inflated) or log line. */
const SECRETS = {
  databasePassword: secret('dbpw'),
  wrongPassword: secret('wrongpw'),
  encryptedExtra: secret('eextra'),
  importedPassword: secret('imppw'),
  sshPassword: secret('sshpw'),
  sshPrivateKey: secret('sshkey'),
  sshKeyPassword: secret('sshkeypw'),
  secretKey: secret('secretkey'),
  smtpPassword: secret('smtppw'),
};

/**
 * Database passwords, encrypted extras, SSH tunnel settings, the SMTP password and the secret key
 * never leave the server: requests that create, show, list, export, test and fail on such
 * databases through REST and GraphQL are made, and every response body and every log line (trace
 * level, the product's redaction) is scanned for each secret value.
 */
describe('secrets never leave', () => {
  let app: LoggedApp;
  let scratch: ScratchDatabase;
  const bodies: { what: string; text: string }[] = [];
  const saved = { key: process.env.CHARTROOM_SECRET_KEY, smtp: process.env.SMTP_PASSWORD };

  beforeAll(async () => {
    process.env.CHARTROOM_SECRET_KEY = SECRETS.secretKey;
    process.env.SMTP_PASSWORD = SECRETS.smtpPassword;
    app = await startLoggedApp();
    scratch = await createScratchDatabase('chartroom_secrets');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    for (const [name, value] of [
      ['CHARTROOM_SECRET_KEY', saved.key],
      ['SMTP_PASSWORD', saved.smtp],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** A request whose whole answer is kept for the scan (ZIP downloads are inflated entry by entry). */
  async function call(what: string, path: string, init: Parameters<LoggedApp['request']>[1] = {}): Promise<Response> {
    const res = await app.request(path, init);
    const copy = res.clone();
    const bytes = new Uint8Array(await copy.arrayBuffer());
    let text = new TextDecoder().decode(bytes);
    if ((res.headers.get('content-type') ?? '').includes('zip')) {
      const zip = await JSZip.loadAsync(bytes);
      text = (
        await Promise.all(Object.values(zip.files).map(async (f) => `${f.name}\n${await f.async('string')}`))
      ).join('\n');
    }
    bodies.push({ what: `${what} (${res.status})`, text });
    return res;
  }
  const graphql = (what: string, query: string, variables: Record<string, unknown> = {}) =>
    call(`GraphQL ${what}`, '/graphql', { method: 'POST', json: { query, variables } });

  it('keeps every secret out of responses and logs', async () => {
    const pgUrl = new URL(scratch.url);
    const uri = (password: string, database = pgUrl.pathname.slice(1)) =>
      `postgresql://postgres:${password}@127.0.0.1:5432/${database}`;

    // Create (PostgreSQL trusts local connections, so any password connects), show, list, edit.
    const created = await call('create database', '/api/v1/database/', {
      method: 'POST',
      json: { database_name: 'secret pg', sqlalchemy_uri: uri(SECRETS.databasePassword), expose_in_sqllab: true },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await call('show', `/api/v1/database/${id}`);
    await call('list', `/api/v1/database/?${q({ page_size: 100 })}`);
    await call('related objects', `/api/v1/database/${id}/related_objects/`);
    await call('schemas', `/api/v1/database/${id}/schemas/`);
    await call('edit with the masked URI', `/api/v1/database/${id}`, {
      method: 'PUT',
      json: { sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/nope_db' },
    });
    await call(
      'tables of a database that does not exist',
      `/api/v1/database/${id}/tables/?${q({ schema_name: 'public' })}`,
    );
    await call('back to the real one', `/api/v1/database/${id}`, {
      method: 'PUT',
      json: { sqlalchemy_uri: uri(SECRETS.databasePassword) },
    });

    // Wrong passwords (MariaDB's root has none, so any password is refused) and SSH tunnel settings.
    const wrong = `mysql://root:${SECRETS.wrongPassword}@127.0.0.1:3306/test`;
    await call('test a wrong password', '/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: wrong },
    });
    await call('create with a wrong password', '/api/v1/database/', {
      method: 'POST',
      json: { database_name: 'wrong pw', sqlalchemy_uri: wrong },
    });
    await call('create with an SSH tunnel', '/api/v1/database/', {
      method: 'POST',
      json: {
        database_name: 'tunnel',
        sqlalchemy_uri: uri(SECRETS.databasePassword),
        ssh_tunnel: {
          server_address: '127.0.0.1',
          server_port: 22,
          username: 'tunnel',
          password: SECRETS.sshPassword,
          private_key: SECRETS.sshPrivateKey,
          private_key_password: SECRETS.sshKeyPassword,
        },
        masked_encrypted_extra: JSON.stringify({ credentials_info: { private_key: SECRETS.encryptedExtra } }),
      },
    });

    // Import a database with an encrypted extra and a password given beside the bundle.
    const dbUuid = crypto.randomUUID();
    const zip = new JSZip();
    zip.file(
      'bundle/metadata.yaml',
      stringify({ version: '1.0.0', type: 'Database', timestamp: '2024-01-01T00:00:00+00:00' }),
    );
    zip.file(
      'bundle/databases/imported.yaml',
      stringify({
        database_name: 'imported secrets',
        sqlalchemy_uri: `postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/${pgUrl.pathname.slice(1)}`,
        encrypted_extra: JSON.stringify({ credentials_info: { private_key: SECRETS.encryptedExtra } }),
        uuid: dbUuid,
        version: '1.0.0',
        expose_in_sqllab: true,
        allow_csv_upload: false,
        extra: {},
      }),
    );
    const form = new FormData();
    form.append(
      'formData',
      new Blob([(await zip.generateAsync({ type: 'uint8array' })) as Uint8Array<ArrayBuffer>]),
      'b.zip',
    );
    form.append('passwords', JSON.stringify({ 'databases/imported.yaml': SECRETS.importedPassword }));
    await call('import with an encrypted extra', '/api/v1/database/import/', { method: 'POST', body: form });
    const list = (await (await call('list after import', `/api/v1/database/?${q({ page_size: 100 })}`)).json()) as {
      result: { id: number }[];
    };
    const ids = list.result.map((d) => d.id);
    for (const dbId of ids) await call(`show ${dbId}`, `/api/v1/database/${dbId}`);
    await call('export databases', `/api/v1/database/export/?${q(ids)}`);
    await call('export everything', '/api/v1/assets/export/');

    // A query that fails on the database, and a virtual dataset on it.
    const dataset = await call('virtual dataset', '/api/v1/dataset/', {
      method: 'POST',
      json: { database: id, table_name: 'secret_ds', sql: 'SELECT 1 AS a' },
    });
    const datasetId = ((await dataset.json()) as { id?: number }).id;
    await call('failing chart data', '/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: ['no_such_column'], metrics: [], row_limit: 5 }],
      },
    });

    // GraphQL: every scalar field of every database, connection tests and writes.
    const dbType = getSchema().getType('Database');
    if (!isObjectType(dbType)) throw new Error('no Database type');
    const scalars = Object.entries(dbType.getFields())
      .filter(([, f]) => isScalarType(getNamedType(f.type)) && f.args.length === 0)
      .map(([name]) => name);
    await graphql('databases', `{ databases(first: 100) { edges { node { ${scalars.join(' ')} } } } }`);
    await graphql(
      'testDatabaseConnection',
      'mutation($u: String!) { testDatabaseConnection(sqlalchemyUri: $u) { __typename ... on Error { message } } }',
      { u: wrong },
    );
    await graphql(
      'createDatabase',
      `mutation($u: String!) { createDatabase(input: { databaseName: "gql secret", sqlalchemyUri: $u }) {
        __typename ... on DatabasePayload { database { ${scalars.join(' ')} } } ... on Error { message } } }`,
      { u: uri(SECRETS.databasePassword) },
    );

    // Failed sign-ins are logged: the password tried must not be.
    await call('wrong login', '/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: 'admin', password: SECRETS.wrongPassword, provider: 'db' },
    });

    expect(bodies.length).toBeGreaterThan(20);
    expect(app.lines.length, 'the app logged nothing: the scan would prove nothing').toBeGreaterThan(50);
    const leaks: string[] = [];
    for (const [name, value] of Object.entries(SECRETS)) {
      for (const body of bodies) if (body.text.includes(value)) leaks.push(`${name} in the response to ${body.what}`);
      for (const line of app.lines)
        if (line.includes(value)) leaks.push(`${name} in a log line: ${line.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
