import { randomBytes } from 'node:crypto';
import { getNamedType, isObjectType, isScalarType } from 'graphql';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { eventually, testMinuteBase } from '../reports/report-checks.ts';
import { setEnv } from '../reports/smtp.ts';
import { q } from '../rest/fixtures.ts';
import { type AuthSmtp, startAuthSmtp } from './auth-smtp.ts';
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
  smtpWrongPassword: secret('smtpwrong'),
  sshImportPassword: secret('sshimppw'),
  sshImportKey: secret('sshimpkey'),
  sshImportKeyPassword: secret('sshimpkeypw'),
};

const SMTP_USER = 'reports-relay';

/**
 * Database passwords, encrypted extras, SSH tunnel settings, the SMTP password and the secret key
 * never leave the server: requests that create, show, list, export, test and fail on such
 * databases through REST and GraphQL are made, reports are mailed through an SMTP relay that
 * requires the password (and refused once with a wrong one), and every response body, every mail
 * and every log line (trace level, the product's redaction) is scanned for each secret value.
 */
describe('secrets never leave', () => {
  let app: LoggedApp;
  let scratch: ScratchDatabase;
  let smtp: AuthSmtp;
  let restoreEnv = () => {};
  const bodies: { what: string; text: string }[] = [];

  beforeAll(async () => {
    smtp = await startAuthSmtp(SMTP_USER, SECRETS.smtpPassword);
    // Reports are run by the test's own ticks (the scheduler's timer stays off).
    restoreEnv = setEnv({
      CHARTROOM_SECRET_KEY: SECRETS.secretKey,
      CHARTROOM_REPORTS: 'off',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_STARTTLS: 'false',
      SMTP_SSL: 'false',
      SMTP_USER,
      SMTP_PASSWORD: SECRETS.smtpPassword,
      SMTP_MAIL_FROM: 'reports@chartroom.test',
    });
    app = await startLoggedApp();
    scratch = await createScratchDatabase('chartroom_secrets');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    await smtp?.close();
    restoreEnv();
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

    // SSH tunnel settings and encrypted extras sent to an edit, a connection test and a parameter check.
    const tunnel = {
      server_address: '127.0.0.1',
      server_port: 22,
      username: 'tunnel',
      password: SECRETS.sshPassword,
      private_key: SECRETS.sshPrivateKey,
      private_key_password: SECRETS.sshKeyPassword,
    };
    const extra = JSON.stringify({ credentials_info: { private_key: SECRETS.encryptedExtra } });
    await call('edit with an SSH tunnel', `/api/v1/database/${id}`, {
      method: 'PUT',
      json: { ssh_tunnel: tunnel, masked_encrypted_extra: extra },
    });
    await call('show after the tunnel edit', `/api/v1/database/${id}`);
    await call('test with an SSH tunnel', '/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: wrong, ssh_tunnel: tunnel, masked_encrypted_extra: extra },
    });
    await call('validate parameters with secrets', '/api/v1/database/validate_parameters/', {
      method: 'POST',
      json: {
        engine: 'postgresql',
        parameters: {
          host: '127.0.0.1',
          port: 1,
          username: 'postgres',
          password: SECRETS.databasePassword,
          database: 'nope',
        },
        ssh_tunnel: tunnel,
        masked_encrypted_extra: extra,
      },
    });

    // Import a database with an encrypted extra and a password given beside the bundle: once with an
    // SSH tunnel and its secrets (refused: no tunnels), once without (imported).
    const dbUuid = crypto.randomUUID();
    const bundleForm = async (withTunnel: boolean): Promise<FormData> => {
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
          // Superset exports a tunnel with its secrets masked; the import asks for them beside the bundle.
          ...(withTunnel
            ? {
                ssh_tunnel: {
                  server_address: '127.0.0.1',
                  server_port: 22,
                  username: 'tunnel',
                  password: 'XXXXXXXXXX',
                  private_key: 'XXXXXXXXXX',
                  private_key_password: 'XXXXXXXXXX',
                },
              }
            : {}),
        }),
      );
      const form = new FormData();
      form.append(
        'formData',
        new Blob([(await zip.generateAsync({ type: 'uint8array' })) as Uint8Array<ArrayBuffer>]),
        'b.zip',
      );
      form.append('passwords', JSON.stringify({ 'databases/imported.yaml': SECRETS.importedPassword }));
      form.append('ssh_tunnel_passwords', JSON.stringify({ 'databases/imported.yaml': SECRETS.sshImportPassword }));
      form.append('ssh_tunnel_private_keys', JSON.stringify({ 'databases/imported.yaml': SECRETS.sshImportKey }));
      form.append(
        'ssh_tunnel_private_key_passwords',
        JSON.stringify({ 'databases/imported.yaml': SECRETS.sshImportKeyPassword }),
      );
      return form;
    };
    const refused = await call('import with an SSH tunnel', '/api/v1/database/import/', {
      method: 'POST',
      body: await bundleForm(true),
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('SSH Tunneling is not enabled');
    await call('import with an encrypted extra', '/api/v1/database/import/', {
      method: 'POST',
      body: await bundleForm(false),
    });
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

    // SQL Lab on the database with a password: a statement the database refuses, then the query list.
    await call('SQL Lab failing query', '/api/v1/sqllab/execute/', {
      method: 'POST',
      json: { database_id: id, sql: 'SELECT * FROM no_such_table_for_secrets' },
    });
    await call('SQL Lab query list', `/api/v1/query/?${q({ page_size: 100 })}`);

    // A report mailed through the relay with the SMTP password, then once with a wrong one.
    const charts = (await (await call('chart list', `/api/v1/chart/?${q({ page_size: 100 })}`)).json()) as {
      result: { id: number; viz_type: string }[];
    };
    const chart = charts.result.find((c) => c.viz_type === 'table') ?? charts.result[0];
    if (!chart) throw new Error('no example chart to report on');
    const made = await call('create report', '/api/v1/report/', {
      method: 'POST',
      json: {
        type: 'Report',
        name: 'Secrets CSV',
        chart: chart.id,
        report_format: 'CSV',
        crontab: '* * * * *',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.org' } }],
      },
    });
    expect(made.status).toBe(201);
    const reportId = ((await made.json()) as { id: number }).id;
    const base = testMinuteBase();
    const run = async (minute: number) => {
      const at = new Date(base + minute * 60_000);
      await app.chartroom.reports.scheduler.tick(at);
      const stamp = at.toISOString().replace('Z', '');
      return eventually(`report run at ${stamp}`, async () => {
        const logs = (await (await app.request(`/api/v1/report/${reportId}/log/?${q({ page_size: 100 })}`)).json()) as {
          result: { state: string; error_message: string | null; scheduled_dttm: string }[];
        };
        return logs.result.find((l) => l.scheduled_dttm === stamp && l.state !== 'Working');
      });
    };
    expect(await run(0)).toMatchObject({ state: 'Success', error_message: null });
    expect(smtp.mails.map((m) => [m.user, m.mail.subject?.startsWith('Secrets CSV')])).toEqual([[SMTP_USER, true]]);
    process.env.SMTP_PASSWORD = SECRETS.smtpWrongPassword;
    try {
      const refused = await run(1);
      expect(refused.state).toBe('Error');
      // The relay's refusal of the sign-in is what the report log says (the password itself is not).
      expect(refused.error_message).toMatch(/535|Invalid login|Invalid username or password/);
    } finally {
      process.env.SMTP_PASSWORD = SECRETS.smtpPassword;
    }
    expect(smtp.refused).toBeGreaterThan(0);
    await call('report logs', `/api/v1/report/${reportId}/log/?${q({ page_size: 100 })}`);
    await call('report', `/api/v1/report/${reportId}`);
    await call('report list', `/api/v1/report/?${q({ page_size: 100 })}`);
    for (const { mail } of smtp.mails) {
      const files = mail.attachments.map((a) => `${a.filename}\n${a.content.toString('utf8')}`).join('\n');
      bodies.push({ what: `mail ${mail.subject}`, text: `${mail.text ?? ''}\n${mail.html || ''}\n${files}` });
    }

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
