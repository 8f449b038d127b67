import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';

interface Body {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

// GraphQL reads the metadata through REST only: one metadata store is enough here.
describe.each(METADATA_BACKENDS)('security: GraphQL for callers who are not signed in (%s)', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const post = async (query: string, token: string | null) => {
    const res = await app.request('/graphql', { method: 'POST', json: { query }, token });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Body };
  };

  it('counts introspection against the cost limit (aliases cannot multiply it)', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`);
    const flood = await post(`{ ${aliases.join(' ')} }`, null);
    expect(flood.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(flood.body.data ?? null).toBeNull();
    expect(flood.text.length).toBeLessThan(2_000);
    // One introspection, as GraphiQL and code generators send it, still works.
    const one = await post('{ __schema { queryType { name } types { name } } }', null);
    expect(one.body.errors).toBeUndefined();
    expect(one.text).toContain('"queryType":{"name":"Query"}');
  });

  it('gives no field suggestions to anonymous callers, and keeps them for signed-in users', async () => {
    const anonymous = await post('{ chartz { totalCount } }', null);
    expect(anonymous.body.errors?.[0]?.message).toBe('Cannot query field "chartz" on type "Query".');
    expect(anonymous.text).not.toContain('Did you mean');
    const forged = await app.request('/graphql', {
      method: 'POST',
      json: { query: '{ chartz { totalCount } }' },
      token: 'not-a-real-token',
    });
    expect(await forged.text()).not.toContain('Did you mean');
    const signedIn = await post('{ chartz { totalCount } }', app.token);
    expect(signedIn.body.errors?.[0]?.message).toMatch(/Did you mean "charts?"/);
  });
});
