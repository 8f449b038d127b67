import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

describe.each(METADATA_BACKENDS)('explore form data and dashboard filter state (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let otherToken: string;
  let readerToken: string;
  let datasetId: number;
  let chartId: number;
  let boardId: number;
  let draftId: number;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const other = await createUser(store, { role: 'Gamma', password: 'other-pass' });
    otherToken = await app.login(other.username, 'other-pass');
    const reader = await createRestrictedUser(store, 'reader-pass');
    readerToken = await app.login(reader.username, 'reader-pass');
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    chartId = chart.id;
    datasetId = chart.datasourceId;
    const board = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `fs ${tag}`, slug: `fs-${tag}`, published: true },
    });
    boardId = (await json<{ id: number }>(board)).id;
    const draft = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `draft ${tag}` },
    });
    draftId = (await json<{ id: number }>(draft)).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const formData = JSON.stringify({ viz_type: 'table', datasource: 'x' });
  const body = (extra: Record<string, unknown> = {}) => ({
    datasource_id: datasetId,
    datasource_type: 'table',
    chart_id: chartId,
    form_data: formData,
    ...extra,
  });

  it('keeps explore form data per key: create, read, update by the owner, delete', async () => {
    const created = await app.request('/api/v1/explore/form_data', { method: 'POST', json: body(), token: gammaToken });
    expect(created.status).toBe(201);
    const { key } = await json<{ key: string }>(created);
    expect(key.length).toBeGreaterThanOrEqual(48);
    const got = await app.request(`/api/v1/explore/form_data/${key}`, { token: gammaToken });
    expect(await json(got)).toEqual({ form_data: formData });
    // Another reader may open it (a shared link) but not change or delete it.
    expect((await app.request(`/api/v1/explore/form_data/${key}`, { token: otherToken })).status).toBe(200);
    const foreign = await app.request(`/api/v1/explore/form_data/${key}`, {
      method: 'PUT',
      json: body({ form_data: '{}' }),
      token: otherToken,
    });
    expect(foreign.status).toBe(403);
    expect(await json(foreign)).toEqual({ message: "You don't have permission to modify the value." });
    const next = JSON.stringify({ viz_type: 'pie' });
    const put = await app.request(`/api/v1/explore/form_data/${key}`, {
      method: 'PUT',
      json: body({ form_data: next }),
      token: gammaToken,
    });
    expect(await json(put)).toEqual({ key });
    expect(await json(await app.request(`/api/v1/explore/form_data/${key}`, { token: gammaToken }))).toEqual({
      form_data: next,
    });
    expect(
      (await app.request(`/api/v1/explore/form_data/${key}`, { method: 'DELETE', token: otherToken })).status,
    ).toBe(403);
    const deleted = await app.request(`/api/v1/explore/form_data/${key}`, { method: 'DELETE', token: gammaToken });
    expect(await json(deleted)).toEqual({ message: 'Deleted successfully' });
    expect((await app.request(`/api/v1/explore/form_data/${key}`, { token: gammaToken })).status).toBe(404);
  });

  it('reuses the key of a browser tab, and expires entries', async () => {
    const post = (tab: number) =>
      app.request(`/api/v1/explore/form_data?tab_id=${tab}`, { method: 'POST', json: body(), token: gammaToken });
    const a = (await json<{ key: string }>(await post(1))).key;
    expect((await json<{ key: string }>(await post(1))).key).toBe(a);
    expect((await json<{ key: string }>(await post(2))).key).not.toBe(a);
    expect((await app.request('/api/v1/explore/form_data?tab_id=x', { method: 'POST', json: body() })).status).toBe(
      400,
    );
    // Past its expiry the entry reads as missing.
    await store.prisma.keyValue.updateMany({
      where: { resource: 'explore_form_data' },
      data: { expiresOn: new Date(Date.now() - 1000) },
    });
    expect((await app.request(`/api/v1/explore/form_data/${a}`, { token: gammaToken })).status).toBe(404);
  });

  it('refuses bad explore bodies and datasets the user cannot read', async () => {
    const missing = await app.request('/api/v1/explore/form_data', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      message: {
        datasource_id: ['Missing data for required field.'],
        datasource_type: ['Missing data for required field.'],
        form_data: ['Missing data for required field.'],
      },
    });
    const badType = await app.request('/api/v1/explore/form_data', {
      method: 'POST',
      json: body({ datasource_type: 'cube', form_data: 'not json' }),
    });
    expect(await json(badType)).toEqual({
      message: {
        datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'],
        form_data: ['Not a valid JSON object.'],
      },
    });
    const unknown = await app.request('/api/v1/explore/form_data', {
      method: 'POST',
      json: body({ datasource_id: 987654, chart_id: null }),
    });
    expect(unknown.status).toBe(404);
    const denied = await app.request('/api/v1/explore/form_data', { method: 'POST', json: body(), token: readerToken });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toEqual({ message: "You don't have access to this dataset." });
    expect((await app.request('/api/v1/explore/form_data', { method: 'POST', json: body(), token: null })).status).toBe(
      401,
    );
  });

  it('keeps dashboard filter state per dashboard', async () => {
    const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['a'] } } });
    const created = await app.request(`/api/v1/dashboard/fs-${tag}/filter_state`, {
      method: 'POST',
      json: { value },
      token: gammaToken,
    });
    expect(created.status).toBe(201);
    const { key } = await json<{ key: string }>(created);
    const base = `/api/v1/dashboard/${boardId}/filter_state/${key}`;
    expect(await json(await app.request(base, { token: gammaToken }))).toEqual({ value });
    // The key belongs to its dashboard.
    expect((await app.request(`/api/v1/dashboard/${draftId}/filter_state/${key}`)).status).toBe(404);
    const next = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['b'] } } });
    expect((await app.request(base, { method: 'PUT', json: { value: next }, token: otherToken })).status).toBe(403);
    const put = await app.request(base, { method: 'PUT', json: { value: next }, token: gammaToken });
    expect(await json(put)).toEqual({ key });
    expect(await json(await app.request(base, { token: otherToken }))).toEqual({ value: next });
    expect((await app.request(base, { method: 'DELETE', token: gammaToken })).status).toBe(200);
    expect((await app.request(base, { token: gammaToken })).status).toBe(404);

    const bad = await app.request(`/api/v1/dashboard/${boardId}/filter_state`, { method: 'POST', json: { value: 3 } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: { value: ['Not a valid string.'] } });
    // A draft of someone else is invisible to Gamma, as is an unknown dashboard.
    const hidden = await app.request(`/api/v1/dashboard/${draftId}/filter_state`, {
      method: 'POST',
      json: { value },
      token: gammaToken,
    });
    expect(hidden.status).toBe(404);
    expect(
      (await app.request('/api/v1/dashboard/987654/filter_state', { method: 'POST', json: { value } })).status,
    ).toBe(404);
  });
});
