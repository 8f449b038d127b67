import type { Environment } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';

export type RelayMock = MockEnvironment['mock'];

/**
 * A Relay mock environment. relay-test-utils spies on the store with the global `jest.fn`;
 * Vitest's `vi` has the same interface, so it stands in for the Jest global the library expects.
 */
export function createTestEnvironment(): { environment: Environment; mock: RelayMock } {
  vi.stubGlobal('jest', vi);
  const environment = createMockEnvironment();
  // @types/relay-test-utils lags @types/relay-runtime by a few members; at runtime it is a real Environment.
  return { environment: environment as unknown as Environment, mock: environment.mock };
}
