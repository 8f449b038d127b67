import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

describe('GraphQL featureFlags', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      store: 'sqlite',
      examplesRows: 50,
      featureFlags: 'DASHBOARD_NATIVE_FILTERS, NOT_A_FLAG,DASHBOARD_CROSS_FILTERS',
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("lists the server's known enabled flags, sorted, which turn on the dashboard's filter bar", async () => {
    const result = await executeGraphQL<{ featureFlags: string[] }, Record<string, never>>(app, '{ featureFlags }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.featureFlags).toEqual(['DASHBOARD_CROSS_FILTERS', 'DASHBOARD_NATIVE_FILTERS']);
  });
});
