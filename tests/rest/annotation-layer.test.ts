import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
  list_columns?: string[];
}

describe.each(METADATA_BACKENDS)('annotation layers (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;
  const tag = `ann${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass', firstName: 'Alfa' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const send = (method: string, path: string, body?: unknown, token?: string) =>
    app.request(path, { method, ...(body !== undefined ? { json: body } : {}), ...(token ? { token } : {}) });
  const createLayer = async (name: string, descr: string | null = null, token?: string) => {
    const res = await send('POST', '/api/v1/annotation_layer/', { name, descr }, token);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };
  const createAnnotation = async (layerId: number, body: Record<string, unknown>) => {
    const res = await send('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };

  it('creates, lists with annotation_layer_all_text, reads, updates and deletes a layer', async () => {
    const res = await send('POST', '/api/v1/annotation_layer/', { name: `${tag} releases`, descr: 'Product launches' });
    expect(res.status).toBe(201);
    const created = await json<{ id: number; result: unknown }>(res);
    expect(created.result).toEqual({ name: `${tag} releases`, descr: 'Product launches' });
    await createLayer(`${tag} outages`, 'Incidents', alphaToken);

    const search = (value: string) =>
      app.request(
        `/api/v1/annotation_layer/?${q({
          filters: [{ col: 'name', opr: 'annotation_layer_all_text', value }],
          order_column: 'name',
          order_direction: 'asc',
        })}`,
      );
    const all = await json<ListBody>(await search(tag));
    expect(all.count).toBe(2);
    expect(all.result.map((r) => r.name)).toEqual([`${tag} outages`, `${tag} releases`]);
    expect(all.result[0]).toMatchObject({
      descr: 'Incidents',
      created_by: { first_name: 'Alfa', last_name: 'User' },
      changed_by: { first_name: 'Alfa' },
      changed_on_delta_humanized: expect.any(String),
    });
    // The text search reaches the description too, case-insensitively.
    const byDescr = await json<ListBody>(await search('PRODUCT LAUNCH'));
    expect(byDescr.ids).toEqual([created.id]);

    const got = await json<{ id: number; result: unknown; show_columns: string[] }>(
      await app.request(`/api/v1/annotation_layer/${created.id}`),
    );
    expect(got.result).toEqual({ id: created.id, name: `${tag} releases`, descr: 'Product launches' });
    expect(got.show_columns).toEqual(['id', 'name', 'descr']);

    const put = await send('PUT', `/api/v1/annotation_layer/${created.id}`, { descr: 'Launches and releases' });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual({ id: created.id, result: { descr: 'Launches and releases' } });
    expect((await store.prisma.annotationLayer.findUniqueOrThrow({ where: { id: created.id } })).descr).toBe(
      'Launches and releases',
    );

    const del = await send('DELETE', `/api/v1/annotation_layer/${created.id}`);
    expect(await json(del)).toEqual({ message: 'OK' });
    expect((await app.request(`/api/v1/annotation_layer/${created.id}`)).status).toBe(404);
  });

  it('answers _info and related like Superset, per role', async () => {
    const info = await json<{ permissions: string[]; add_columns: { name: string }[] }>(
      await app.request(`/api/v1/annotation_layer/_info?${q({ keys: ['permissions', 'add_columns'] })}`),
    );
    expect(info.permissions).toEqual(['can_read', 'can_write']);
    expect(info.add_columns.map((c) => c.name)).toEqual(['name', 'descr']);
    const gammaInfo = await json<{ permissions: string[] }>(
      await app.request(`/api/v1/annotation_layer/_info?${q({ keys: ['permissions'] })}`, { token: gammaToken }),
    );
    expect(gammaInfo.permissions).toEqual(['can_read']);
    const related = await json<{ result: { text: string }[] }>(
      await app.request(`/api/v1/annotation_layer/related/created_by?${q({ filter: 'Alf' })}`),
    );
    expect(related.result.map((r) => r.text)).toContain('Alfa User');
    expect((await app.request('/api/v1/annotation_layer/related/descr')).status).toBe(404);
  });

  it('refuses bad layer input with Superset messages and leaves the store untouched', async () => {
    const id = await createLayer(`${tag} unique`);
    const before = await store.prisma.annotationLayer.count();
    const dup = await send('POST', '/api/v1/annotation_layer/', { name: `${tag} unique` });
    expect(dup.status).toBe(422);
    expect(await json(dup)).toEqual({ message: { name: ['Name must be unique'] } });
    const missing = await send('POST', '/api/v1/annotation_layer/', { descr: 'x' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: { name: ['Missing data for required field.'] } });
    const unknown = await send('POST', '/api/v1/annotation_layer/', { name: `${tag} u2`, color: 'red' });
    expect(await json(unknown)).toEqual({ message: { color: ['Unknown field.'] } });
    const long = await send('POST', '/api/v1/annotation_layer/', { name: 'x'.repeat(251) });
    expect(await json(long)).toEqual({ message: { name: ['Length must be between 1 and 250.'] } });
    const notJson = await app.request('/api/v1/annotation_layer/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    expect((await json<{ message: string }>(notJson)).message).toMatch(/^Request is not JSON/);
    const other = await createLayer(`${tag} other`);
    const rename = await send('PUT', `/api/v1/annotation_layer/${other}`, { name: `${tag} unique` });
    expect(rename.status).toBe(422);
    expect(await store.prisma.annotationLayer.count()).toBe(before + 1);
    expect((await store.prisma.annotationLayer.findUniqueOrThrow({ where: { id: other } })).name).toBe(`${tag} other`);

    // Rison errors, unknown order columns and filters: 400 with the list machinery's messages.
    const badRison = await app.request('/api/v1/annotation_layer/?q=(filters:!((col:name,opr:ct,value:a)');
    expect(badRison.status).toBe(400);
    expect((await json<{ message: string }>(badRison)).message).toMatch(/rison/i);
    const badOrder = await app.request(`/api/v1/annotation_layer/?${q({ order_column: 'secret' })}`);
    expect(await json(badOrder)).toEqual({ message: 'Invalid order by column: secret' });
    const badFilter = await app.request(
      `/api/v1/annotation_layer/?${q({ filters: [{ col: 'changed_on', opr: 'eq', value: 1 }] })}`,
    );
    expect(await json(badFilter)).toEqual({ message: 'Filter column: changed_on not allowed to filter' });
    expect((await send('PUT', '/api/v1/annotation_layer/999999', { descr: 'x' })).status).toBe(404);
    expect((await send('DELETE', '/api/v1/annotation_layer/999999')).status).toBe(404);
    expect((await send('DELETE', `/api/v1/annotation_layer/?${q([id, 999999])}`)).status).toBe(404);
    expect(await store.prisma.annotationLayer.findUnique({ where: { id } })).not.toBeNull();
    const bulk = await send('DELETE', `/api/v1/annotation_layer/?${q([id, other])}`);
    expect(await json(bulk)).toEqual({ message: 'Deleted 2 annotation layers' });
  });

  it('Gamma reads layers and annotations but cannot write them', async () => {
    const layerId = await createLayer(`${tag} gamma`);
    const annotationId = await createAnnotation(layerId, {
      short_descr: 'seen by gamma',
      start_dttm: '2024-01-05T00:00:00',
      end_dttm: '2024-01-05T00:00:00',
    });
    const list = await app.request(
      `/api/v1/annotation_layer/?${q({ filters: [{ col: 'name', opr: 'ct', value: `${tag} gamma` }] })}`,
      {
        token: gammaToken,
      },
    );
    expect((await json<ListBody>(list)).ids).toEqual([layerId]);
    const annotations = await json<ListBody>(
      await app.request(`/api/v1/annotation_layer/${layerId}/annotation/`, { token: gammaToken }),
    );
    expect(annotations.ids).toEqual([annotationId]);
    const forbidden = [
      await send('POST', '/api/v1/annotation_layer/', { name: `${tag} by gamma` }, gammaToken),
      await send('PUT', `/api/v1/annotation_layer/${layerId}`, { descr: 'x' }, gammaToken),
      await send('DELETE', `/api/v1/annotation_layer/${layerId}`, undefined, gammaToken),
      await send('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, { short_descr: 'x' }, gammaToken),
      await send(
        'PUT',
        `/api/v1/annotation_layer/${layerId}/annotation/${annotationId}`,
        { short_descr: 'y' },
        gammaToken,
      ),
      await send('DELETE', `/api/v1/annotation_layer/${layerId}/annotation/${annotationId}`, undefined, gammaToken),
    ];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ message: 'Forbidden' });
    }
    expect(await store.prisma.annotation.findUniqueOrThrow({ where: { id: annotationId } })).toMatchObject({
      shortDescr: 'seen by gamma',
    });
    expect((await app.request('/api/v1/annotation_layer/', { token: null })).status).toBe(401);
  });

  it('manages the annotations of a layer, with Superset messages for bad input', async () => {
    const layerId = await createLayer(`${tag} events`);
    const base = `/api/v1/annotation_layer/${layerId}/annotation/`;
    const res = await send('POST', base, {
      short_descr: 'Launch',
      long_descr: 'Version 2 ships',
      start_dttm: '2024-01-10 09:30:00',
      end_dttm: '2024-01-10T11:00:00+01:00',
      json_metadata: '{"color": "red"}',
    });
    expect(res.status).toBe(201);
    const created = await json<{ id: number; result: unknown }>(res);
    expect(created.result).toEqual({
      short_descr: 'Launch',
      long_descr: 'Version 2 ships',
      start_dttm: '2024-01-10T09:30:00',
      end_dttm: '2024-01-10T10:00:00',
      json_metadata: '{"color": "red"}',
      layer: layerId,
    });
    const got = await json<{ result: unknown }>(await app.request(`${base}${created.id}`));
    expect(got.result).toEqual({
      id: created.id,
      short_descr: 'Launch',
      long_descr: 'Version 2 ships',
      start_dttm: '2024-01-10T09:30:00',
      end_dttm: '2024-01-10T10:00:00',
      json_metadata: '{"color": "red"}',
      layer: { id: layerId, name: `${tag} events` },
    });

    const count = () => store.prisma.annotation.count({ where: { layerId } });
    const endBeforeStart = await send('POST', base, {
      short_descr: 'Backwards',
      start_dttm: '2024-01-10T12:00:00',
      end_dttm: '2024-01-10T11:59:59',
    });
    expect(endBeforeStart.status).toBe(422);
    expect(await json(endBeforeStart)).toEqual({ message: { start_dttm: ['End date must be after start date'] } });
    const dup = await send('POST', base, {
      short_descr: 'Launch',
      start_dttm: '2024-02-01T00:00:00',
      end_dttm: '2024-02-01T00:00:00',
    });
    expect(dup.status).toBe(422);
    expect(await json(dup)).toEqual({ message: { short_descr: ['Short description must be unique for this layer'] } });
    const invalid = await send('POST', base, {
      short_descr: '',
      start_dttm: 'yesterday',
      end_dttm: null,
      json_metadata: '{oops',
    });
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toEqual({
      message: {
        short_descr: ['Length must be between 1 and 500.'],
        start_dttm: ['Not a valid datetime.'],
        end_dttm: ['Field may not be null.'],
        json_metadata: ['JSON not valid'],
      },
    });
    const noLayer = await send('POST', '/api/v1/annotation_layer/999999/annotation/', {
      short_descr: 'Orphan',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-01T00:00:00',
    });
    expect(noLayer.status).toBe(400);
    expect(await json(noLayer)).toEqual({ message: 'Annotation layer not found.' });
    const listUnknown = await app.request('/api/v1/annotation_layer/999999/annotation/');
    expect(listUnknown.status).toBe(404);
    expect(await json(listUnknown)).toEqual({ message: 'Annotation layer not found.' });
    expect(await count()).toBe(1);

    // A PUT that would put the end before the stored start is refused; the row keeps its values.
    const badPut = await send('PUT', `${base}${created.id}`, { end_dttm: '2024-01-09T00:00:00' });
    expect(badPut.status).toBe(422);
    expect(await json(badPut)).toEqual({ message: { start_dttm: ['End date must be after start date'] } });
    const put = await send('PUT', `${base}${created.id}`, { long_descr: null, end_dttm: '2024-01-12T00:00:00' });
    expect(put.status).toBe(200);
    expect(await store.prisma.annotation.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      longDescr: null,
      endDttm: new Date('2024-01-12T00:00:00Z'),
      shortDescr: 'Launch',
    });

    const second = await createAnnotation(layerId, {
      short_descr: 'Sale',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-08T00:00:00',
    });
    const list = await json<ListBody>(
      await app.request(
        `${base}?${q({ filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'AUNC' }] })}`,
      ),
    );
    expect(list.ids).toEqual([created.id]);
    const ordered = await json<ListBody>(
      await app.request(`${base}?${q({ order_column: 'start_dttm', order_direction: 'desc' })}`),
    );
    expect(ordered.ids).toEqual([second, created.id]);
    expect(ordered.result[0]).toMatchObject({
      short_descr: 'Sale',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-08T00:00:00',
      created_by: { first_name: expect.any(String) },
    });

    // An annotation is addressed inside its own layer only.
    const otherLayer = await createLayer(`${tag} elsewhere`);
    expect((await app.request(`/api/v1/annotation_layer/${otherLayer}/annotation/${second}`)).status).toBe(404);
    expect((await send('DELETE', `/api/v1/annotation_layer/${otherLayer}/annotation/${second}`)).status).toBe(404);

    // A layer with annotations cannot be deleted, alone or in bulk.
    const delLayer = await send('DELETE', `/api/v1/annotation_layer/${layerId}`);
    expect(delLayer.status).toBe(422);
    expect(await json(delLayer)).toEqual({ message: 'Annotation layer has associated annotations.' });
    const bulkLayer = await send('DELETE', `/api/v1/annotation_layer/?${q([otherLayer, layerId])}`);
    expect(bulkLayer.status).toBe(422);
    expect(await store.prisma.annotationLayer.count({ where: { id: { in: [layerId, otherLayer] } } })).toBe(2);

    expect(await json(await send('DELETE', `${base}${second}`))).toEqual({ message: 'OK' });
    const again = await createAnnotation(layerId, {
      short_descr: 'Sale',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-08T00:00:00',
    });
    expect((await send('DELETE', `${base}?${q([created.id, 999999])}`)).status).toBe(404);
    expect(await count()).toBe(2);
    const bulk = await send('DELETE', `${base}?${q([created.id, again])}`);
    expect(await json(bulk)).toEqual({ message: 'Deleted 2 annotations' });
    expect(await json(await send('DELETE', `/api/v1/annotation_layer/${layerId}`))).toEqual({ message: 'OK' });
  });

  it('chart data carries the annotations of a NATIVE layer that overlap the time range', async () => {
    const dataset = await store.prisma.dataset.findFirstOrThrow({ where: { tableName: 'daily_metrics' } });
    const layerId = await createLayer(`${tag} chart`);
    await createAnnotation(layerId, {
      short_descr: 'Before',
      start_dttm: '2023-12-01T00:00:00',
      end_dttm: '2023-12-02T00:00:00',
    });
    await createAnnotation(layerId, {
      short_descr: 'Straddles start',
      start_dttm: '2023-12-30T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
    });
    await createAnnotation(layerId, {
      short_descr: 'Inside',
      long_descr: 'mid month',
      start_dttm: '2024-01-15T12:00:00',
      end_dttm: '2024-01-15T12:00:00',
      json_metadata: '{"k":1}',
    });
    await createAnnotation(layerId, {
      short_descr: 'At the end',
      start_dttm: '2024-02-01T00:00:00',
      end_dttm: '2024-02-01T00:00:00',
    });
    const body = (layers: unknown[]) => ({
      datasource: { id: dataset.id, type: 'table' },
      force: true,
      queries: [
        {
          columns: [
            { label: 'ds', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D', expressionType: 'SQL' },
          ],
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
          annotation_layers: layers,
        },
      ],
    });
    const native = (value: unknown, name = 'Releases') => ({
      name,
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value,
      show: true,
      overrides: {},
    });
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: body([native(layerId)]) });
    const payload = await json<{ result: { annotation_data: Record<string, unknown>; from_dttm: number }[] }>(res);
    expect(res.status, JSON.stringify(payload)).toBe(200);
    expect(payload.result[0]?.from_dttm).toBe(Date.UTC(2024, 0, 1));
    expect(payload.result[0]?.annotation_data).toEqual({
      Releases: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [
          {
            start_dttm: Date.UTC(2023, 11, 30),
            end_dttm: Date.UTC(2024, 0, 2),
            short_descr: 'Straddles start',
            long_descr: null,
            json_metadata: null,
          },
          {
            start_dttm: Date.UTC(2024, 0, 15, 12),
            end_dttm: Date.UTC(2024, 0, 15, 12),
            short_descr: 'Inside',
            long_descr: 'mid month',
            json_metadata: '{"k":1}',
          },
        ],
      },
    });

    // Gamma reads it too; an unknown layer or a value that is no id is a 400 naming the layer.
    const gamma = await app.request('/api/v1/chart/data', {
      method: 'POST',
      json: body([native(String(layerId))]),
      token: gammaToken,
    });
    expect(gamma.status).toBe(200);
    const unknown = await app.request('/api/v1/chart/data', { method: 'POST', json: body([native(999999, 'Gone')]) });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ message: 'Annotation layer "Gone": Annotation layer not found.' });
    const notId = await app.request('/api/v1/chart/data', { method: 'POST', json: body([native('abc', 'Odd')]) });
    expect(notId.status).toBe(400);
    expect((await json<{ message: string }>(notId)).message).toMatch(/Annotation layer "Odd": value must be the id/);

    // The legacy endpoint answers the same annotations as table records with naive ISO datetimes.
    const legacy = await app.request(
      `/superset/annotation_json/${layerId}?form_data=${encodeURIComponent(JSON.stringify({ time_range: '2024-01-01 : 2024-02-01' }))}`,
      { token: gammaToken },
    );
    expect(legacy.status).toBe(200);
    const legacyBody = await json<{ data: { records: Record<string, unknown>[]; columns: string[] } }>(legacy);
    expect(legacyBody.data.records.map((r) => [r.short_descr, r.start_dttm, r.layer_id])).toEqual([
      ['Straddles start', '2023-12-30T00:00:00', layerId],
      ['Inside', '2024-01-15T12:00:00', layerId],
    ]);
    expect(legacyBody.data.columns).toContain('json_metadata');
    expect((await app.request('/superset/annotation_json/999999')).status).toBe(404);
    const badRange = await app.request(
      `/superset/annotation_json/${layerId}?form_data=${encodeURIComponent(JSON.stringify({ time_range: 'Last fortnightly' }))}`,
    );
    expect(badRange.status).toBe(400);
  });
});
