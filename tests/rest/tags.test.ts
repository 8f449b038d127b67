import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface TagRef {
  id: number;
  name: string;
  type: number;
}
interface Entity {
  id: number;
  type: string;
  name: string;
  url: string;
  tags: TagRef[];
  owners: { id: number }[];
}
type ListBody = { count: number; result: { id: number; tags: TagRef[] }[] };

describe.each(METADATA_BACKENDS)('/api/v1/tag/ (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alpha: { id: number; token: string };
  let otherToken: string;
  let gammaToken: string;
  let datasetId: number;
  let databaseId: number;
  const s = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 20 });
    store = await openStore(app);
    const a = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass', firstName: 'Alma' });
    alpha = { id: a.id, token: await app.login(a.username, 'alpha-pass') };
    const o = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    otherToken = await app.login(o.username, 'alpha-pass');
    const g = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(g.username, 'gamma-pass');
    datasetId = (await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    databaseId = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const post = async (path: string, body: unknown, token = alpha.token) => {
    const res = await app.request(path, { method: 'POST', json: body, token });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };
  const chart = (name: string, token = alpha.token) =>
    post(
      '/api/v1/chart/',
      { slice_name: name, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table' },
      token,
    );
  const dashboard = (title: string, token = alpha.token) =>
    post('/api/v1/dashboard/', { dashboard_title: title, published: true }, token);
  const savedQuery = (label: string, token = alpha.token) =>
    post('/api/v1/saved_query/', { db_id: databaseId, label, sql: 'SELECT 1' }, token);
  const tagObject = (type: string | number, id: number, tags: unknown, token = alpha.token) =>
    app.request(`/api/v1/tag/${type}/${id}/`, { method: 'POST', json: { properties: { tags } }, token });
  const getObjects = async (query: string, token = alpha.token) =>
    (await json<{ result: Entity[] }>(await app.request(`/api/v1/tag/get_objects/?${query}`, { token }))).result;

  it('tags a chart, a dashboard and a saved query; lists filter by tag and show it; get_objects finds them', async () => {
    const chartId = await chart(`Revenue ${s}`);
    const plainChart = await chart(`Plain ${s}`);
    const dashboardId = await dashboard(`Board ${s}`);
    const queryId = await savedQuery(`Query ${s}`);
    const finance = `Finance-${s}`;

    expect((await tagObject('chart', chartId, [finance, `q3-${s}`])).status).toBe(201);
    // Superset's ObjectType numbers: dashboard 3, query 1; saved_query is accepted for query.
    expect((await tagObject(3, dashboardId, [finance])).status).toBe(201);
    expect((await tagObject('saved_query', queryId, [` ${finance} `])).status).toBe(201);
    // Tagging again with a tag it carries changes nothing.
    expect((await tagObject('chart', chartId, [finance])).status).toBe(201);
    const tag = await store.prisma.tag.findUniqueOrThrow({ where: { name: finance } });
    expect(await store.prisma.taggedObject.count({ where: { tagId: tag.id } })).toBe(3);

    // Superset's operator names; the name filter matches a part, case-insensitive.
    const charts = await json<ListBody>(
      await app.request(
        `/api/v1/chart/?${q({ filters: [{ col: 'tags', opr: 'chart_tags', value: `finance-${s}`.toUpperCase() }] })}`,
        { token: gammaToken },
      ),
    );
    expect(charts.result.map((c) => c.id)).toEqual([chartId]);
    expect(charts.result[0]?.tags.map((t) => t.name)).toEqual([finance, `q3-${s}`]);
    expect(charts.result[0]?.tags[0]).toEqual({ id: tag.id, name: finance, type: 1 });
    const byId = await json<ListBody>(
      await app.request(`/api/v1/chart/?${q({ filters: [{ col: 'tags', opr: 'chart_tag_id', value: tag.id }] })}`),
    );
    expect(byId.result.map((c) => c.id)).toEqual([chartId]);
    expect(byId.result.map((c) => c.id)).not.toContain(plainChart);
    const dashboards = await json<ListBody>(
      await app.request(
        `/api/v1/dashboard/?${q({ filters: [{ col: 'tags', opr: 'dashboard_tags', value: finance }] })}`,
      ),
    );
    expect(dashboards.result.map((d) => [d.id, d.tags.map((t) => t.name)])).toEqual([[dashboardId, [finance]]]);
    const queries = await json<ListBody>(
      await app.request(
        `/api/v1/saved_query/?${q({ filters: [{ col: 'tags', opr: 'saved_query_tag_id', value: [tag.id] }] })}`,
        { token: alpha.token },
      ),
    );
    expect(queries.result.map((d) => d.id)).toEqual([queryId]);
    const shown = await json<{ result: { tags: TagRef[] } }>(await app.request(`/api/v1/chart/${chartId}`));
    expect(shown.result.tags.map((t) => t.name)).toEqual([finance, `q3-${s}`]);

    const all = await getObjects(`tags=${encodeURIComponent(finance)}`);
    expect(all.map((e) => `${e.type}:${e.id}`).sort()).toEqual(
      [`chart:${chartId}`, `dashboard:${dashboardId}`, `query:${queryId}`].sort(),
    );
    expect(all.find((e) => e.type === 'chart')).toMatchObject({
      name: `Revenue ${s}`,
      url: `/explore/?slice_id=${chartId}`,
      owners: [{ id: alpha.id }],
    });
    const onlyCharts = await getObjects(`tagIds=${tag.id}&types=chart,dashboard`);
    expect(onlyCharts.map((e) => e.type).sort()).toEqual(['chart', 'dashboard']);
    // Saved queries are seen by their creator only: another user's get_objects leaves it out.
    const others = await getObjects(`tags=${encodeURIComponent(finance)}`, otherToken);
    expect(others.map((e) => e.type).sort()).toEqual(['chart', 'dashboard']);

    // Removing a tag from an object; a tag it does not carry is a 404.
    const removed = await app.request(`/api/v1/tag/chart/${chartId}/${encodeURIComponent(`q3-${s}`)}/`, {
      method: 'DELETE',
      token: alpha.token,
    });
    expect(removed.status).toBe(200);
    const again = await app.request(`/api/v1/tag/chart/${chartId}/${encodeURIComponent(`q3-${s}`)}/`, {
      method: 'DELETE',
      token: alpha.token,
    });
    expect(again.status).toBe(404);

    // Names with `%` or `/` are taken off as they were put on (encoded in the path).
    for (const odd of [`100% ${s}`, `a/b ${s}`]) {
      expect((await tagObject('chart', chartId, [odd])).status).toBe(201);
      const off = await app.request(`/api/v1/tag/chart/${chartId}/${encodeURIComponent(odd)}/`, {
        method: 'DELETE',
        token: alpha.token,
      });
      expect(off.status, odd).toBe(200);
    }
    const board = await json<{ result: { tags: TagRef[] } }>(await app.request(`/api/v1/dashboard/${dashboardId}`));
    expect(board.result.tags.map((t) => t.name)).toEqual([finance]);
    expect(all.find((e) => e.type === 'query')?.url).toBe(`/sqllab/?savedQueryId=${queryId}`);

    // Deleting the chart deletes its tags with it.
    await app.request(`/api/v1/chart/${chartId}`, { method: 'DELETE', token: alpha.token });
    expect(await store.prisma.taggedObject.count({ where: { tagId: tag.id } })).toBe(2);
    expect(await store.prisma.taggedObject.count({ where: { objectType: 'chart', objectId: chartId } })).toBe(0);
  });

  it('asks for can_write on Tag and edit rights on the object; hidden objects are 404; bad input is 400', async () => {
    const chartId = await chart(`Owned ${s}`);
    const queryId = await savedQuery(`Mine ${s}`);
    const before = await store.prisma.taggedObject.count();
    const gamma = await tagObject('chart', chartId, [`g-${s}`], gammaToken);
    expect(gamma.status).toBe(403);
    const notOwner = await tagObject('chart', chartId, [`o-${s}`], otherToken);
    expect(notOwner.status).toBe(403);
    expect(await json(notOwner)).toEqual({ message: 'Changing this chart is forbidden' });
    expect((await tagObject('saved_query', queryId, [`o-${s}`], otherToken)).status).toBe(404);
    expect((await tagObject('chart', 99_999_999, [`x-${s}`])).status).toBe(404);
    expect((await tagObject('dataset', 1, [`x-${s}`])).status).toBe(404);
    const missing = await app.request(`/api/v1/tag/chart/${chartId}/`, { method: 'POST', json: { tags: ['a'] } });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: "Missing required field 'tags' in 'properties'" });
    for (const bad of [[''], ['a,b'], ['owner:1'], ['x'.repeat(251)], [5], 'finance']) {
      const res = await tagObject('chart', chartId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await store.prisma.taggedObject.count()).toBe(before);
    expect(await store.prisma.tag.count({ where: { name: { in: [`g-${s}`, `o-${s}`, `x-${s}`] } } })).toBe(0);
    const gammaCreate = await app.request('/api/v1/tag/', {
      method: 'POST',
      json: { name: `g-${s}` },
      token: gammaToken,
    });
    expect(gammaCreate.status).toBe(403);
    expect((await app.request('/api/v1/tag/', { token: gammaToken })).status).toBe(200);
    expect((await app.request('/api/v1/tag/', { token: null })).status).toBe(401);
  });

  it('creates with objects_to_tag, renames and replaces objects, deletes and bulk deletes; all or nothing', async () => {
    const c1 = await chart(`C1 ${s}`);
    const c2 = await chart(`C2 ${s}`);
    const foreign = await chart(`Foreign ${s}`, otherToken);
    const name = `Ops-${s}`;
    const created = await app.request('/api/v1/tag/', {
      method: 'POST',
      token: alpha.token,
      json: { name, description: 'operations', objects_to_tag: [['chart', c1]] },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const shown = await json<{ result: Record<string, unknown> }>(await app.request(`/api/v1/tag/${id}`));
    expect(shown.result).toMatchObject({ id, name, type: 1, description: 'operations', created_by: { id: alpha.id } });

    const duplicate = await app.request('/api/v1/tag/', { method: 'POST', token: alpha.token, json: { name } });
    expect(duplicate.status).toBe(422);
    expect(await json(duplicate)).toEqual({ message: { name: ['A tag with this name already exists.'] } });
    const bad = await app.request('/api/v1/tag/', {
      method: 'POST',
      token: alpha.token,
      json: { name: '', objects_to_tag: [['chart', 'x']], color: 'red' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ message: Record<string, string[]> }>(bad)).message).sort()).toEqual([
      'color',
      'name',
      'objects_to_tag',
    ]);
    // An object the caller may not edit: 403 and nothing stored.
    const refused = await app.request('/api/v1/tag/', {
      method: 'POST',
      token: alpha.token,
      json: { name: `Refused-${s}`, objects_to_tag: [['chart', foreign]] },
    });
    expect(refused.status).toBe(403);
    const unknown = await app.request('/api/v1/tag/', {
      method: 'POST',
      token: alpha.token,
      json: { name: `Unknown-${s}`, objects_to_tag: [['chart', 99_999_999]] },
    });
    expect(unknown.status).toBe(422);
    expect(await store.prisma.tag.count({ where: { name: { in: [`Refused-${s}`, `Unknown-${s}`] } } })).toBe(0);

    const renamed = `Operations-${s}`;
    const put = await app.request(`/api/v1/tag/${id}`, {
      method: 'PUT',
      token: alpha.token,
      json: { name: renamed, objects_to_tag: [['chart', c2]] },
    });
    expect(put.status).toBe(200);
    const carried = await store.prisma.taggedObject.findMany({ where: { tagId: id } });
    expect(carried.map((r) => [r.objectType, r.objectId])).toEqual([['chart', c2]]);
    const listed = await json<{ count: number; result: { name: string }[] }>(
      await app.request(`/api/v1/tag/?${q({ filters: [{ col: 'name', opr: 'ct', value: s }] })}`, {
        token: gammaToken,
      }),
    );
    expect(listed.result.map((t) => t.name)).toContain(renamed);

    // Favourite tags.
    expect((await app.request(`/api/v1/tag/${id}/favorites/`, { method: 'POST', token: alpha.token })).status).toBe(
      200,
    );
    const fav = await json<{ result: { id: number; value: boolean }[] }>(
      await app.request(`/api/v1/tag/favorite_status/?${q([id])}`, { token: alpha.token }),
    );
    expect(fav.result).toEqual([{ id, value: true }]);

    // Bulk delete by name: one unknown name deletes nothing.
    const other = `Other-${s}`;
    await app.request('/api/v1/tag/', { method: 'POST', token: alpha.token, json: { name: other } });
    const partial = await app.request(`/api/v1/tag/?${q([renamed, `nope-${s}`])}`, {
      method: 'DELETE',
      token: alpha.token,
    });
    expect(partial.status).toBe(404);
    expect(await store.prisma.tag.count({ where: { name: { in: [renamed, other] } } })).toBe(2);
    const gammaDelete = await app.request(`/api/v1/tag/${id}`, { method: 'DELETE', token: gammaToken });
    expect(gammaDelete.status).toBe(403);
    const bulk = await app.request(`/api/v1/tag/?${q([renamed, other])}`, { method: 'DELETE', token: alpha.token });
    expect(await json(bulk)).toEqual({ message: 'Deleted 2 tags' });
    expect(await store.prisma.taggedObject.count({ where: { tagId: id } })).toBe(0);
    expect(await store.prisma.favourite.count({ where: { className: 'tag', objId: id } })).toBe(0);
    expect((await app.request(`/api/v1/tag/${id}`, { method: 'DELETE', token: alpha.token })).status).toBe(404);
  });

  it('bulk_create tags several objects and reports the ones already tagged', async () => {
    const c1 = await chart(`B1 ${s}`);
    const d1 = await dashboard(`BD ${s}`);
    const name = `Bulk-${s}`;
    await tagObject('chart', c1, [name]);
    const res = await app.request('/api/v1/tag/bulk_create', {
      method: 'POST',
      token: alpha.token,
      json: {
        tags: [
          {
            name,
            objects_to_tag: [
              ['chart', c1],
              ['dashboard', d1],
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      result: { objects_tagged: [['dashboard', d1]], objects_skipped: [['chart', c1]] },
    });
  });

  it('writes tags: into exported chart and dashboard files and sets them back on import', async () => {
    const chartId = await chart(`Exported ${s}`);
    const dashboardId = await dashboard(`Exported board ${s}`);
    await tagObject('chart', chartId, [`exp-${s}`, `kpi-${s}`]);
    await tagObject('dashboard', dashboardId, [`exp-${s}`]);
    const zip = await JSZip.loadAsync(
      new Uint8Array(await (await app.request(`/api/v1/chart/export/?${q([chartId])}`)).arrayBuffer()),
    );
    const chartFile = Object.keys(zip.files).find((f) => /\/charts\/.+\.yaml$/.test(f)) as string;
    const config = parse(await (zip.file(chartFile) as JSZip.JSZipObject).async('string')) as Record<string, unknown>;
    expect(config.tags).toEqual([`exp-${s}`, `kpi-${s}`]);
    const boardZip = await JSZip.loadAsync(
      new Uint8Array(await (await app.request(`/api/v1/dashboard/export/?${q([dashboardId])}`)).arrayBuffer()),
    );
    const boardFile = Object.keys(boardZip.files).find((f) => /\/dashboards\/.+\.yaml$/.test(f)) as string;
    const board = parse(await (boardZip.file(boardFile) as JSZip.JSZipObject).async('string'));
    expect(board.tags).toEqual([`exp-${s}`]);

    // The file now says other tags: importing it over the chart makes them the chart's tags.
    zip.file(chartFile, stringify({ ...config, tags: [`kpi-${s}`, `imported-${s}`] }));
    const form = new FormData();
    form.append('formData', new Blob([await zip.generateAsync({ type: 'arraybuffer' })]), 'bundle.zip');
    form.append('overwrite', 'true');
    const imported = await app.request('/api/v1/chart/import/', { method: 'POST', body: form });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const shown = await json<{ result: { tags: TagRef[] } }>(await app.request(`/api/v1/chart/${chartId}`));
    expect(shown.result.tags.map((t) => t.name)).toEqual([`imported-${s}`, `kpi-${s}`]);

    // A bad tag name in a file is named with the file; nothing is imported.
    zip.file(chartFile, stringify({ ...config, tags: ['a,b'] }));
    const badForm = new FormData();
    badForm.append('formData', new Blob([await zip.generateAsync({ type: 'arraybuffer' })]), 'bundle.zip');
    badForm.append('overwrite', 'true');
    const bad = await app.request('/api/v1/chart/import/', { method: 'POST', body: badForm });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('Tag name must not contain a comma.');
    const after = await json<{ result: { tags: TagRef[] } }>(await app.request(`/api/v1/chart/${chartId}`));
    expect(after.result.tags.map((t) => t.name)).toEqual([`imported-${s}`, `kpi-${s}`]);
  });
});
