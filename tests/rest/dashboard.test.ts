import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

describe.each(METADATA_BACKENDS)('dashboards (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  const tag = `zz${suffix()}`;
  let published: { id: number; slug: string };
  let draft: { id: number };
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const slug = `${tag}-sales`;
    published = {
      slug,
      id: (
        await store.prisma.dashboard.create({
          data: {
            uuid: randomUUID(),
            dashboardTitle: `${tag} Published Board`,
            slug,
            published: true,
            certifiedBy: 'QA',
            charts: { create: [{ chartId: chart.id }] },
          },
        })
      ).id,
    };
    const draftRow = await store.prisma.dashboard.create({
      data: { uuid: randomUUID(), dashboardTitle: `${tag} Draft Board`, published: false },
    });
    draft = { id: draftRow.id };
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const titles = async (filters: unknown[], token?: string) => {
    const res = await app.request(`/api/v1/dashboard/?${q({ filters })}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return (await json<ListBody>(res)).result.map((r) => r.dashboard_title as string).sort();
  };

  it('lists dashboards with title_or_slug, certification and published filters', async () => {
    const mine = { col: 'dashboard_title', opr: 'title_or_slug', value: tag };
    expect(await titles([mine])).toEqual([`${tag} Draft Board`, `${tag} Published Board`]);
    expect(await titles([{ col: 'dashboard_title', opr: 'title_or_slug', value: `${tag}-SALES` }])).toEqual([
      `${tag} Published Board`,
    ]);
    expect(await titles([mine, { col: 'id', opr: 'dashboard_is_certified', value: true }])).toEqual([
      `${tag} Published Board`,
    ]);
    expect(await titles([mine, { col: 'published', opr: 'eq', value: false }])).toEqual([`${tag} Draft Board`]);
    const res = await app.request(
      `/api/v1/dashboard/?${q({ filters: [mine], order_column: 'dashboard_title', order_direction: 'asc' })}`,
    );
    const body = await json<ListBody>(res);
    expect(body.result[1]).toMatchObject({
      status: 'published',
      url: `/superset/dashboard/${published.slug}/`,
      owners: [],
    });
  });

  it('hides drafts of others from Gamma users', async () => {
    expect(await titles([{ col: 'dashboard_title', opr: 'title_or_slug', value: tag }], gammaToken)).toEqual([
      `${tag} Published Board`,
    ]);
    expect((await app.request(`/api/v1/dashboard/${draft.id}`, { token: gammaToken })).status).toBe(404);
  });

  it('gets a dashboard by id or slug with its charts, and 404s unknown ones', async () => {
    for (const key of [String(published.id), published.slug]) {
      const res = await app.request(`/api/v1/dashboard/${key}`);
      expect(res.status, key).toBe(200);
      const body = await json<{ result: Record<string, unknown> }>(res);
      expect(body.result).toMatchObject({ id: published.id, slug: published.slug, published: true });
      expect((body.result.charts as string[]).length).toBe(1);
    }
    expect((await app.request('/api/v1/dashboard/999999')).status).toBe(404);
    expect((await app.request('/api/v1/dashboard/no-such-slug')).status).toBe(404);
  });

  it('stars dashboards', async () => {
    expect((await app.request(`/api/v1/dashboard/${published.id}/favorites/`, { method: 'POST' })).status).toBe(200);
    const status = await json(
      await app.request(`/api/v1/dashboard/favorite_status/?q=${encodeURIComponent(`!(${published.id},${draft.id})`)}`),
    );
    expect(status).toEqual({
      result: [
        { id: published.id, value: true },
        { id: draft.id, value: false },
      ],
    });
    expect(await titles([{ col: 'id', opr: 'dashboard_is_favorite', value: true }])).toEqual([
      `${tag} Published Board`,
    ]);
  });
});
