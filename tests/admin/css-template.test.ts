import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from '../rest/fixtures.ts';

interface Template {
  id: number;
  template_name: string | null;
  css: string;
  created_by: { id: number; first_name: string; last_name: string } | null;
  changed_by: { id: number; first_name: string; last_name: string } | null;
  changed_on_delta_humanized: string;
}

describe.each(METADATA_BACKENDS)('/api/v1/css_template/ (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alpha: { id: number; token: string };
  let gammaToken: string;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 20 });
    store = await openStore(app);
    const a = await createUser(store, { role: 'Alpha', password: 'alpha-pass', firstName: 'Alma' });
    alpha = { id: a.id, token: await app.login(a.username, 'alpha-pass') };
    const g = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(g.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const create = (body: unknown, token?: string) =>
    app.request('/api/v1/css_template/', { method: 'POST', json: body, ...(token ? { token } : {}) });

  it('creates, reads, lists by name and updates a template, recording who did it', async () => {
    const created = await create(
      { template_name: `Dark ${tag}`, css: '.dashboard { background: #111; }' },
      alpha.token,
    );
    expect(created.status).toBe(201);
    const { id, result } = await json<{ id: number; result: unknown }>(created);
    expect(result).toEqual({ template_name: `Dark ${tag}`, css: '.dashboard { background: #111; }' });
    await create({ template_name: `Light ${tag}`, css: '' });

    const shown = await json<{ result: Template }>(
      await app.request(`/api/v1/css_template/${id}`, { token: gammaToken }),
    );
    expect(shown.result).toMatchObject({
      id,
      template_name: `Dark ${tag}`,
      created_by: { id: alpha.id, first_name: 'Alma' },
      changed_by: { id: alpha.id },
    });
    const listed = await json<{ count: number; result: Template[] }>(
      await app.request(
        `/api/v1/css_template/?${q({ filters: [{ col: 'template_name', opr: 'ct', value: tag }], order_column: 'template_name', order_direction: 'asc' })}`,
        { token: gammaToken },
      ),
    );
    expect(listed.count).toBe(2);
    expect(listed.result.map((t) => t.template_name)).toEqual([`Dark ${tag}`, `Light ${tag}`]);

    const put = await app.request(`/api/v1/css_template/${id}`, { method: 'PUT', json: { css: '.x{}' } });
    expect(put.status).toBe(200);
    const after = await json<{ result: Template }>(await app.request(`/api/v1/css_template/${id}`));
    expect(after.result).toMatchObject({ template_name: `Dark ${tag}`, css: '.x{}', created_by: { id: alpha.id } });
    expect(after.result.changed_by?.id).not.toBe(alpha.id);
  });

  it('refuses bad input with the field named, Gamma writes and anonymous callers; nothing changes', async () => {
    const before = await store.prisma.cssTemplate.count();
    const bad = await create({ template_name: 5, css: 'x'.repeat(1_000_001), owner: 1 });
    expect(bad.status).toBe(400);
    expect((await json<{ message: Record<string, string[]> }>(bad)).message).toEqual({
      template_name: ['Not a valid string.'],
      css: ['Length must be between 0 and 1000000.'],
      owner: ['Unknown field.'],
    });
    expect((await create([1])).status).toBe(400);
    expect((await create({ css: 'a' }, gammaToken)).status).toBe(403);
    expect((await app.request('/api/v1/css_template/', { token: null })).status).toBe(401);
    const [first] = (await json<{ result: Template[] }>(await app.request('/api/v1/css_template/'))).result;
    const gammaPut = await app.request(`/api/v1/css_template/${first?.id}`, {
      method: 'PUT',
      token: gammaToken,
      json: { css: 'changed' },
    });
    expect(gammaPut.status).toBe(403);
    expect((await app.request('/api/v1/css_template/999999')).status).toBe(404);
    expect((await app.request('/api/v1/css_template/999999', { method: 'PUT', json: { css: '' } })).status).toBe(404);
    expect(await store.prisma.cssTemplate.count()).toBe(before);
    expect((await store.prisma.cssTemplate.findUniqueOrThrow({ where: { id: first?.id } })).css).not.toBe('changed');
  });

  it('deletes one, and many all or nothing', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push((await json<{ id: number }>(await create({ template_name: `del ${n} ${tag}` }))).id);
    expect((await app.request(`/api/v1/css_template/?q=!(${ids[0]},999999)`, { method: 'DELETE' })).status).toBe(404);
    expect(await store.prisma.cssTemplate.count({ where: { id: { in: ids } } })).toBe(3);
    const bulk = await app.request(`/api/v1/css_template/?q=!(${ids[0]},${ids[1]})`, { method: 'DELETE' });
    expect(await json(bulk)).toEqual({ message: 'Deleted 2 css templates' });
    const one = await app.request(`/api/v1/css_template/${ids[2]}`, { method: 'DELETE' });
    expect(await json(one)).toEqual({ message: 'OK' });
    expect(await store.prisma.cssTemplate.count({ where: { id: { in: ids } } })).toBe(0);
    expect((await app.request(`/api/v1/css_template/${ids[2]}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('describes itself in _info', async () => {
    const info = await json<{ permissions: string[]; add_columns: { name: string }[] }>(
      await app.request('/api/v1/css_template/_info', { token: alpha.token }),
    );
    expect(info.permissions).toEqual(['can_read', 'can_write']);
    expect(info.add_columns.map((c) => c.name)).toEqual(['template_name', 'css']);
  });
});
