import { GraphQLDeferDirective, GraphQLStreamDirective } from '@graphql-tools/utils';
import { GraphQLSchema, Kind, parse, specifiedDirectives, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../../gateway/src/graphql/graphiql-examples.ts';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GraphiQL example operations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const document = parse(GRAPHIQL_EXAMPLES);
  const operations = document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.name ? [{ name: d.name.value, kind: d.operation }] : [],
  );

  it('validate against the schema (with @defer/@stream, which the server enables)', () => {
    const served = new GraphQLSchema({
      ...getSchema().toConfig(),
      directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective],
    });
    expect(validate(served, document).map((e) => e.message)).toEqual([]);
    expect(operations.filter((o) => o.kind === 'mutation').length).toBeGreaterThanOrEqual(5);
    expect(operations.filter((o) => o.kind === 'query').length).toBeGreaterThanOrEqual(8);
  });

  it('are what GraphiQL at /graphql opens with', async () => {
    const page = await app.chartroom.fetch(
      new Request('http://localhost/graphql', { headers: { accept: 'text/html' } }),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const name of ['SearchCharts', 'DashboardStreamed', 'WeeklyReport']) expect(html).toContain(name);
  });

  it.each(['FirstCharts', 'SearchCharts', 'Dashboards', 'Helpers', 'Users'])(
    'runs %s with its default variables',
    async (operationName) => {
      const response = await app.request('/graphql', {
        method: 'POST',
        json: { query: GRAPHIQL_EXAMPLES, operationName },
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      expect(body.data).toBeTruthy();
    },
  );
});
