import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { SECRET_KEY_SETTING } from '../../gateway/src/auth/secret-material.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

/**
 * A PostgreSQL look-alike that asks every client for a clear-text password and keeps what it is
 * sent: where a stored password would end up if a masked URI could be pointed at another host.
 */
async function startCapturingServer(): Promise<{
  port: number;
  received: () => string;
  connections: () => number;
  close: () => Promise<void>;
}> {
  let data = Buffer.alloc(0);
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    let asked = false;
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      // SSLRequest: answer "no"; then the startup message: ask for a clear-text password.
      if (chunk.length === 8 && chunk.readUInt32BE(4) === 80877103) socket.write('N');
      else if (!asked) {
        asked = true;
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received: () => data.toString('latin1'),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(METADATA_BACKENDS)('security: database connections (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alphaToken: string;
  let gammaToken: string;
  let scratch: string;
  let secretKey: string;
  let adminHash: string;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-sec-conn-'));
    secretKey = (await store.prisma.appSetting.findUniqueOrThrow({ where: { key: SECRET_KEY_SETTING } })).value;
    adminHash = (await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } })).passwordHash ?? '';
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const metadataFile = () => join(app.dataDir, 'chartroom.db');
  const databaseCount = () => store.prisma.database.count();
  const expectNoSecret = (text: string) => {
    expect(text).not.toContain(secretKey);
    if (adminHash) expect(text).not.toContain(adminHash);
  };

  it('gives Alpha no right to add, change, test or export connections (admin-only in Superset)', async () => {
    const info = await json<{ permissions: string[] }>(
      await app.request(`/api/v1/database/_info?${q({ keys: ['permissions'] })}`, { token: alphaToken }),
    );
    expect(info.permissions).not.toContain('can_write');
    expect(info.permissions).not.toContain('can_export');
    const before = await databaseCount();
    const example = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    for (const token of [alphaToken, gammaToken]) {
      const attempts: [string, string, unknown][] = [
        ['POST', '/api/v1/database/', { database_name: `meta ${tag}`, sqlalchemy_uri: `sqlite://${metadataFile()}` }],
        ['PUT', `/api/v1/database/${example.id}`, { sqlalchemy_uri: `sqlite://${metadataFile()}` }],
        ['POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: `sqlite://${metadataFile()}` }],
        [
          'POST',
          '/api/v1/database/validate_parameters/',
          { engine: 'sqlite', parameters: { database: metadataFile() } },
        ],
      ];
      for (const [method, path, body] of attempts) {
        const res = await app.request(path, { method, token, json: body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expectNoSecret(await res.text());
      }
      expect((await app.request(`/api/v1/database/export/?${q([example.id])}`, { token })).status).toBe(403);
    }
    expect(await databaseCount()).toBe(before);
    expect((await store.prisma.database.findUniqueOrThrow({ where: { id: example.id } })).sqlalchemyUri).toBe(
      example.sqlalchemyUri,
    );
  });

  it('lets no Alpha register the metadata store through a bundle import, new or overwriting', async () => {
    const example = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const bundle = (uuid: string) => {
      const zip = new JSZip();
      zip.file(
        'bundle/metadata.yaml',
        stringify({ version: '1.0.0', type: 'assets', timestamp: '2024-01-01T00:00:00' }),
      );
      zip.file(
        `bundle/databases/meta_${tag}.yaml`,
        stringify({
          database_name: `meta ${tag} ${uuid.slice(0, 4)}`,
          sqlalchemy_uri: `sqlite://${metadataFile()}`,
          uuid,
          version: '1.0.0',
          cache_timeout: null,
          expose_in_sqllab: true,
          allow_file_upload: false,
          extra: {},
        }),
      );
      return zip.generateAsync({ type: 'arraybuffer' });
    };
    const before = await databaseCount();
    for (const uuid of [crypto.randomUUID(), example.uuid]) {
      const form = new FormData();
      form.set('bundle', new Blob([await bundle(uuid)]), 'assets.zip');
      const res = await app.request('/api/v1/assets/import/', { method: 'POST', body: form, token: alphaToken });
      expectNoSecret(await res.clone().text());
      if (uuid !== example.uuid) expect(res.status, await res.clone().text()).toBe(422);
    }
    expect(await databaseCount()).toBe(before);
    expect((await store.prisma.database.findUniqueOrThrow({ where: { id: example.id } })).sqlalchemyUri).toBe(
      example.sqlalchemyUri,
    );
    // Nor can an admin: the data dir is never a data source.
    const form = new FormData();
    form.set('bundle', new Blob([await bundle(crypto.randomUUID())]), 'assets.zip');
    const res = await app.request('/api/v1/assets/import/', { method: 'POST', body: form });
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/data directory cannot be used as a data source/);
    expect(await databaseCount()).toBe(before);
  });

  it('refuses even an admin the data dir (directly, by `..` or by symlink) and files outside the allow-list', async () => {
    const link = join(scratch, 'data-link');
    await symlink(app.dataDir, link);
    const before = await databaseCount();
    for (const uri of [
      `sqlite://${metadataFile()}`,
      `sqlite://${scratch}/../${app.dataDir.split('/').pop()}/chartroom.db`,
      `sqlite://${join(link, 'chartroom.db')}`,
      `duckdb://${join(link, 'anything.duckdb')}`,
    ]) {
      for (const [path, body] of [
        ['/api/v1/database/', { database_name: `x ${tag}`, sqlalchemy_uri: uri }],
        ['/api/v1/database/test_connection/', { sqlalchemy_uri: uri }],
      ] as const) {
        const res = await app.request(path, { method: 'POST', json: body });
        expect(res.status, `${path} ${uri}`).toBe(400);
        const text = await res.text();
        expect(text).toMatch(/data directory cannot be used as a data source for security reasons/);
        expectNoSecret(text);
      }
    }
    const outside = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `etc ${tag}`, sqlalchemy_uri: 'sqlite:///etc/chartroom-nope.db' },
    });
    expect(outside.status).toBe(400);
    expect(await json(outside)).toEqual({
      message: {
        sqlalchemy_uri: [
          'SQLite files cannot be used as a data source for security reasons, unless they lie in a directory of CHARTROOM_ALLOWED_DB_FILE_DIRS.',
        ],
      },
    });
    const params = await app.request('/api/v1/database/validate_parameters/', {
      method: 'POST',
      json: { engine: 'sqlite', parameters: { database: metadataFile() } },
    });
    expect(params.status).toBe(400);
    expect(await databaseCount()).toBe(before);
    // A file in an allowed directory is fine.
    const ok = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `ok ${tag}`, sqlalchemy_uri: `duckdb://${join(scratch, 'ok.duckdb')}` },
    });
    expect(ok.status, await ok.clone().text()).toBe(201);
  });

  it('keeps the example warehouse the server registered working', async () => {
    const example = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect(example.sqlalchemyUri.startsWith('duckdb://')).toBe(true);
    const datasets = await store.prisma.dataset.findMany({ where: { databaseId: example.id }, select: { id: true } });
    const chart = await store.prisma.chart.findFirstOrThrow({
      where: { datasourceId: { in: datasets.map((d) => d.id) } },
    });
    expect((await app.request(`/api/v1/chart/${chart.id}/data/`, { token: alphaToken })).status).toBe(200);
    const put = await app.request(`/api/v1/database/${example.id}`, {
      method: 'PUT',
      json: { sqlalchemy_uri: example.sqlalchemyUri, cache_timeout: 60 },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const test = await app.request('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { sqlalchemy_uri: example.sqlalchemyUri, database_name: example.databaseName },
    });
    expect(test.status, await test.clone().text()).toBe(200);
  });

  it('never sends a stored password to a host the masked URI was pointed at', async () => {
    const password = `pw-${tag}-secret`;
    const created = await app.request('/api/v1/database/', {
      method: 'POST',
      json: {
        database_name: `pg ${tag}`,
        sqlalchemy_uri: `postgresql://postgres:${password}@127.0.0.1:5432/test`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await json<{ id: number }>(created)).id;
    const stored = await store.prisma.database.findUniqueOrThrow({ where: { id } });
    expect(stored.sqlalchemyUri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');

    const trap = await startCapturingServer();
    try {
      const elsewhere = `postgresql://postgres:XXXXXXXXXX@127.0.0.1:${trap.port}/test`;
      const test = await app.request('/api/v1/database/test_connection/', {
        method: 'POST',
        json: { database_name: `pg ${tag}`, sqlalchemy_uri: elsewhere },
      });
      expect(test.status).toBe(400);
      expect(await test.text()).toMatch(/enter its password again/);
      const put = await app.request(`/api/v1/database/${id}`, { method: 'PUT', json: { sqlalchemy_uri: elsewhere } });
      expect(put.status).toBe(400);
      // Other user or database on the same host, or a libpq host option, are other targets too.
      for (const uri of [
        'postgresql://other:XXXXXXXXXX@127.0.0.1:5432/test',
        'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/postgres',
        `postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test?host=127.0.0.1&port=${trap.port}`,
      ]) {
        const res = await app.request('/api/v1/database/test_connection/', {
          method: 'POST',
          json: { database_name: `pg ${tag}`, sqlalchemy_uri: uri },
        });
        expect(res.status, uri).toBe(400);
      }
      expect(trap.connections()).toBe(0);
      expect(trap.received()).not.toContain(password);
      const after = await store.prisma.database.findUniqueOrThrow({ where: { id } });
      expect(after.sqlalchemyUri).toBe(stored.sqlalchemyUri);
      expect(after.encryptedPassword).toBe(stored.encryptedPassword);
      // The same target still reuses the stored password, and a retyped one goes where it is told.
      const same = await app.request('/api/v1/database/test_connection/', {
        method: 'POST',
        json: { database_name: `pg ${tag}`, sqlalchemy_uri: stored.sqlalchemyUri },
      });
      expect(same.status, await same.clone().text()).toBe(200);
      const retyped = await app.request(`/api/v1/database/${id}`, {
        method: 'PUT',
        json: { sqlalchemy_uri: 'postgresql://postgres:new-pass@127.0.0.1:5432/postgres' },
      });
      expect(retyped.status).toBe(200);
    } finally {
      await trap.close();
    }
  });
});
