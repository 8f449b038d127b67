import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';

/**
 * relay-test-utils spies on the store with the global `jest.fn`; Vitest's `vi` has the same
 * interface, so it stands in for the Jest global the library expects.
 */
export function createTestEnvironment(): RelayMockEnvironment {
  vi.stubGlobal('jest', vi);
  return createMockEnvironment();
}
