import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const CONVERT = `query($type: String!, $values: [String!]!) {
  advancedDataTypeConvert(type: $type, values: $values) { displayValue errorMessage validFilterOperators } }`;

describe('GraphQL advancedDataTypeConvert (ENABLE_ADVANCED_DATA_TYPES)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50, featureFlags: 'ENABLE_ADVANCED_DATA_TYPES' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const convert = (type: string, values: string[]) =>
    executeGraphQL<Data, Record<string, unknown>>(app, CONVERT, { type, values });

  it('reads networks and hosts as the REST convert route does', async () => {
    const result = await convert('internet_address', ['10.0.0.0/8', '1.1.1.1']);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.advancedDataTypeConvert).toEqual({
      displayValue: '167772160 - 184549375, 16843009',
      errorMessage: null,
      validFilterOperators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
  });

  it("reads port names, and answers the type's message for a value it cannot read", async () => {
    expect((await convert('port', ['ftp'])).data?.advancedDataTypeConvert.displayValue).toBe('[20, 21]');
    const bad = await convert('port', ['gopher']);
    expect(bad.errors).toBeUndefined();
    expect(bad.data?.advancedDataTypeConvert.errorMessage).toBe("'gopher' does not appear to be a port name or number");
  });

  it('refuses an unknown type as bad input', async () => {
    const result = await convert('colour', ['red']);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('Invalid advanced data type: colour');
  });
});
