import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q } from '../rest/fixtures.ts';

interface ListBody {
  count: number;
  result: Record<string, unknown>[];
}

describe.each(METADATA_BACKENDS)('/api/v1/saved_query/ and /api/v1/sqllab/tabs/ (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let db: number;
  let alphaToken: string;
  let otherToken: string;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    db = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const alpha = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const other = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    otherToken = await app.login(other.username, 'alpha-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const post = (body: unknown, token = alphaToken) =>
    app.request('/api/v1/saved_query/', { method: 'POST', json: body, token });

  it('creates, reads, lists, filters, updates and deletes the caller’s own saved queries', async () => {
    const created = await post({
      db_id: db,
      label: 'Revenue by region',
      sql: 'SELECT region FROM sales',
      schema: 'main',
      description: 'for the board',
    });
    expect(created.status).toBe(201);
    const { id, result } = await json<{ id: number; result: Record<string, unknown> }>(created);
    expect(result).toEqual({
      db_id: db,
      label: 'Revenue by region',
      sql: 'SELECT region FROM sales',
      schema: 'main',
      description: 'for the board',
    });
    await post({ db_id: db, label: 'Customers', sql: 'SELECT * FROM customers' });
    const one = await json<{ result: Record<string, unknown> }>(
      await app.request(`/api/v1/saved_query/${id}`, { token: alphaToken }),
    );
    expect(one.result).toMatchObject({ label: 'Revenue by region', database: { id: db }, schema: 'main' });
    const list = await json<ListBody>(
      await app.request(`/api/v1/saved_query/?${q({ order_column: 'label', order_direction: 'asc' })}`, {
        token: alphaToken,
      }),
    );
    expect(list.result.map((r) => r.label)).toEqual(['Customers', 'Revenue by region']);
    const search = await json<ListBody>(
      await app.request(
        `/api/v1/saved_query/?${q({ filters: [{ col: 'label', opr: 'saved_query_all_text', value: 'board' }] })}`,
        { token: alphaToken },
      ),
    );
    expect(search.result.map((r) => r.id)).toEqual([id]);
    const put = await app.request(`/api/v1/saved_query/${id}`, {
      method: 'PUT',
      json: { label: 'Renamed' },
      token: alphaToken,
    });
    expect(put.status).toBe(200);
    expect((await store.prisma.savedQuery.findUniqueOrThrow({ where: { id } })).label).toBe('Renamed');
    const schemas = await json<{ result: { value: string }[] }>(
      await app.request('/api/v1/saved_query/distinct/schema', { token: alphaToken }),
    );
    expect(schemas.result.map((r) => r.value)).toEqual(['main']);
    const del = await app.request(`/api/v1/saved_query/?q=!(${id})`, { method: 'DELETE', token: alphaToken });
    expect(await json(del)).toEqual({ message: 'Deleted 1 saved query' });
    expect(await store.prisma.savedQuery.findUnique({ where: { id } })).toBeNull();
  });

  it("hides other users' saved queries from list, get, update and delete (Admins too, as in Superset)", async () => {
    const { id } = await json<{ id: number }>(await post({ db_id: db, label: 'Private', sql: 'SELECT 1' }));
    const otherList = await json<ListBody>(await app.request('/api/v1/saved_query/', { token: otherToken }));
    expect(otherList.result.map((r) => r.id)).not.toContain(id);
    expect((await app.request(`/api/v1/saved_query/${id}`, { token: otherToken })).status).toBe(404);
    expect((await app.request(`/api/v1/saved_query/${id}`)).status).toBe(404);
    expect(
      (await app.request(`/api/v1/saved_query/${id}`, { method: 'PUT', json: { label: 'x' }, token: otherToken }))
        .status,
    ).toBe(404);
    expect((await app.request(`/api/v1/saved_query/?q=!(${id})`, { method: 'DELETE', token: otherToken })).status).toBe(
      404,
    );
    expect((await store.prisma.savedQuery.findUniqueOrThrow({ where: { id } })).label).toBe('Private');
  });

  it('refuses bad bodies with field messages and Gamma with 403', async () => {
    const missing = await post({ label: 'x' });
    expect(missing.status).toBe(400);
    expect((await json<{ message: Record<string, string[]> }>(missing)).message).toMatchObject({
      db_id: ['Missing data for required field.'],
      sql: ['Missing data for required field.'],
    });
    const unknown = await post({ db_id: db, label: 'x', sql: 'SELECT 1', owner: 3 });
    expect((await json<{ message: Record<string, string[]> }>(unknown)).message).toEqual({ owner: ['Unknown field.'] });
    expect((await post({ db_id: 999999, label: 'x', sql: 'SELECT 1' })).status).toBe(422);
    expect((await post({ db_id: db, label: 'x', sql: 'SELECT 1' }, gammaToken)).status).toBe(403);
    expect((await app.request('/api/v1/saved_query/', { token: gammaToken })).status).toBe(403);
  });

  it('keeps SQL Lab tabs per user across reads, replacing the whole list', async () => {
    const tabs = [
      { label: 'Untitled 1', sql: 'SELECT 1', database_id: db, active: false },
      {
        label: 'Sales',
        sql: 'SELECT * FROM sales',
        database_id: db,
        schema: 'main',
        query_limit: 1000,
        active: true,
        latest_query_id: 'abc',
      },
    ];
    const put = await app.request('/api/v1/sqllab/tabs/', { method: 'PUT', json: { tabs }, token: alphaToken });
    expect(put.status).toBe(200);
    const got = await json<{ result: Record<string, unknown>[] }>(
      await app.request('/api/v1/sqllab/tabs/', { token: alphaToken }),
    );
    expect(got.result.map((t) => [t.label, t.active, t.latest_query_id])).toEqual([
      ['Untitled 1', false, null],
      ['Sales', true, 'abc'],
    ]);
    expect(
      (await json<{ result: unknown[] }>(await app.request('/api/v1/sqllab/tabs/', { token: otherToken }))).result,
    ).toEqual([]);
    const twoActive = await app.request('/api/v1/sqllab/tabs/', {
      method: 'PUT',
      json: {
        tabs: [
          { label: 'a', active: true },
          { label: 'b', active: true },
        ],
      },
      token: alphaToken,
    });
    expect(twoActive.status).toBe(400);
    const badDb = await app.request('/api/v1/sqllab/tabs/', {
      method: 'PUT',
      json: { tabs: [{ label: 'a', database_id: 999999 }] },
      token: alphaToken,
    });
    expect(badDb.status).toBe(400);
    expect(
      (await json<{ result: unknown[] }>(await app.request('/api/v1/sqllab/tabs/', { token: alphaToken }))).result,
    ).toHaveLength(2);
  });
});
