import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('security: e-mail addresses (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let owner: { id: number; username: string };
  let ownerEmail: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    owner = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    ownerEmail = `${owner.username}@example.com`;
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await store.prisma.chartOwner.create({ data: { chartId: chart.id, userId: owner.id } });
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it("does not show owners' e-mail addresses to Gamma in chart lists", async () => {
    const res = await app.request(`/api/v1/chart/?${q({ page_size: 100 })}`, { token: gammaToken });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`"id":${owner.id}`);
    expect(text).not.toContain(ownerEmail);
    const body = JSON.parse(text) as { result: { owners: Record<string, unknown>[] }[] };
    for (const row of body.result)
      for (const o of row.owners) expect(Object.keys(o).sort()).toEqual(['first_name', 'id', 'last_name']);
    // An administrator of users still sees them.
    expect(await (await app.request(`/api/v1/chart/?${q({ page_size: 100 })}`)).text()).toContain(ownerEmail);
  });

  it('refuses e-mail filters and sorting on the user list to non-admins (no address oracle)', async () => {
    for (const query of [
      { filters: [{ col: 'email', opr: 'eq', value: ownerEmail }] },
      { filters: [{ col: 'email', opr: 'sw', value: owner.username.slice(0, 3) }] },
      { order_column: 'email', order_direction: 'asc' },
    ]) {
      const res = await app.request(`/api/v1/security/users/?${q(query)}`, { token: gammaToken });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(await res.text()).not.toContain(owner.username);
    }
    const lookup = await app.request(
      `/api/v1/security/users/?${q({ filters: [{ col: 'id', opr: 'in', value: [owner.id] }] })}`,
      { token: gammaToken },
    );
    expect(lookup.status).toBe(200);
    expect(await lookup.text()).not.toContain(ownerEmail);
    const admin = await json<{ count: number }>(
      await app.request(`/api/v1/security/users/?${q({ filters: [{ col: 'email', opr: 'eq', value: ownerEmail }] })}`),
    );
    expect(admin.count).toBe(1);
  });

  it("does not show e-mail addresses in related owners to non-admins (Superset's extra.email)", async () => {
    for (const resource of ['chart', 'dashboard', 'dataset']) {
      const path = `/api/v1/${resource}/related/owners?${q({ filter: owner.username, include_ids: [owner.id] })}`;
      const res = await app.request(path, { token: gammaToken });
      expect(res.status, resource).toBe(200);
      const text = await res.text();
      expect(text, resource).toContain(`"value":${owner.id}`);
      expect(text, resource).not.toContain(ownerEmail);
      const body = JSON.parse(text) as { result: { value: number; extra: Record<string, unknown> }[] };
      expect(body.result.find((r) => r.value === owner.id)?.extra).toEqual({ active: true });
      // An administrator of users still gets them.
      expect(await (await app.request(path)).text(), resource).toContain(ownerEmail);
    }
  });
});
