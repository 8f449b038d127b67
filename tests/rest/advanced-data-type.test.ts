import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q } from './fixtures.ts';

describe('advanced data types, SQL Lab form post, dynamic plugins', () => {
  let app: TestApp;
  let plain: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200, featureFlags: 'ENABLE_ADVANCED_DATA_TYPES' });
    plain = await startTestApp({ examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const alpha = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
    await plain?.close();
  });

  it('lists and converts types when ENABLE_ADVANCED_DATA_TYPES is on', async () => {
    expect(await json(await app.request('/api/v1/advanced_data_type/types'))).toEqual({
      result: ['internet_address', 'port'],
    });
    const ip = await app.request(
      `/api/v1/advanced_data_type/convert?${q({ type: 'internet_address', values: ['1.1.1.1', '10.0.0.0/30', '2001:db8::1'] })}`,
    );
    expect(ip.status).toBe(200);
    const text = await ip.text();
    // IPv6 numbers are written as JSON integers, beyond 2^53.
    expect(text).toContain('42540766411282592856903984951653826561');
    const result = JSON.parse(text).result;
    expect(result.values.slice(0, 2)).toEqual([16843009, { start: 167772160, end: 167772163 }]);
    expect(result).toMatchObject({
      display_value: '16843009, 167772160 - 167772163, 42540766411282592856903984951653826561',
      error_message: '',
    });
    const port = await json<{ result: Record<string, unknown> }>(
      await app.request(`/api/v1/advanced_data_type/convert?${q({ type: 'port', values: ['http'] })}`, {
        token: gammaToken,
      }),
    );
    expect(port.result).toEqual({
      values: [[80]],
      display_value: '[80]',
      error_message: '',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
    for (const [query, message] of [
      [{ type: 'colour', values: ['red'] }, 'Invalid advanced data type: colour'],
      [{ type: 'port', values: [] }, 'Invalid advanced data type: port'],
      [{ type: '', values: ['1'] }, 'Invalid advanced data type: '],
    ] as const) {
      const res = await app.request(`/api/v1/advanced_data_type/convert?${q(query)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect((await app.request('/api/v1/advanced_data_type/types', { token: null })).status).toBe(401);
  });

  it('answers 404 without the flag', async () => {
    expect((await plain.request('/api/v1/advanced_data_type/types')).status).toBe(404);
    expect(
      (await plain.request(`/api/v1/advanced_data_type/convert?${q({ type: 'port', values: ['22'] })}`)).status,
    ).toBe(404);
  });

  it('SQL Lab form post stores the SQL and redirects to the client page', async () => {
    const form = new URLSearchParams({
      form_data: JSON.stringify({ datasourceKey: '1__table', sql: 'SELECT 1 AS one' }),
    });
    const res = await app.request('/superset/sqllab/', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      token: alphaToken,
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/sqllab\/\?requested_query=[0-9a-f-]{36}$/);
    const key = location.split('=')[1];
    const state = await app.request(`/api/v1/sqllab/state/${key}`, { token: alphaToken });
    expect(await state.json()).toEqual({ result: { datasourceKey: '1__table', sql: 'SELECT 1 AS one' } });
    // Someone else's posted SQL is not found for Gamma (no SQL Lab access at all) nor for unknown keys.
    expect((await app.request(`/api/v1/sqllab/state/${key}`, { token: gammaToken })).status).toBe(403);
    expect((await app.request('/api/v1/sqllab/state/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const bad = await app.request('/superset/sqllab/', {
      method: 'POST',
      body: new URLSearchParams({ form_data: '{not json' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    const noForm = await app.request('/superset/sqllab/', {
      method: 'POST',
      body: new URLSearchParams({}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await noForm.json()).toEqual({ message: 'Missing form_data' });
  });

  it('dynamic plugins read answers the empty registry', async () => {
    const res = await app.request('/dynamic-plugins/api/read', { token: gammaToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: [], count: 0 });
  });
});
