import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL timeRange and vizTypes', () => {
  let app: TestApp;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const TIME = `query($e: String!, $s: String) { timeRange(expression: $e, shift: $s) { since until expression shift } }`;
  const rest = async (q: string) =>
    ((await (await app.request(`/api/v1/time_range/?q=${encodeURIComponent(q)}`)).json()) as Data).result[0];

  it('resolves expressions as REST does, for Admin and Gamma', async () => {
    for (const token of [app.token, gammaToken]) {
      const result = await executeGraphQL<Data, Record<string, unknown>>(app, TIME, { e: 'Last week' }, { token });
      expect(result.errors).toBeUndefined();
      const expected = await rest("'Last week'");
      expect(result.data?.timeRange).toEqual({
        since: expected.since,
        until: expected.until,
        expression: 'Last week',
        shift: null,
      });
      expect(result.data?.timeRange.since).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    }
    const fixed = await executeGraphQL<Data, Record<string, unknown>>(app, TIME, {
      e: '2024-01-01 : 2024-02-01',
      s: '1 year ago',
    });
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data?.timeRange).toMatchObject({ since: '2023-01-01T00:00:00', until: '2023-02-01T00:00:00' });
    const open = await executeGraphQL<Data, Record<string, unknown>>(app, TIME, { e: 'No filter' });
    expect(open.data?.timeRange).toMatchObject({ since: null, until: null });
  });

  it("answers an unknown expression with BAD_USER_INPUT and REST's message", async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, TIME, { e: 'xyz : abc' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('Unexpected time range: Cannot parse time string [xyz]');
  });

  it('lists the visualization types with their picker names', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      '{ vizTypes { vizType name label category tags description } }',
      {},
      { token: gammaToken },
    );
    expect(result.errors).toBeUndefined();
    const byType = new Map<string, Data>(result.data?.vizTypes.map((v: Data) => [v.vizType, v]));
    expect(byType.get('table')).toMatchObject({ name: 'Table', category: 'Table' });
    expect(byType.get('pie')).toMatchObject({ name: 'Pie Chart', label: 'Pie' });
    expect(byType.get('echarts_timeseries_line')?.tags).toContain('Popular');
    expect(result.data?.vizTypes.every((v: Data) => v.description.length > 0)).toBe(true);
  });
});
