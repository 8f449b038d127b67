import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { vi } from 'vitest';
import type { RelayMock } from './mockEnvironment.ts';

/** The pending operation of that name (the shell's and the page's queries run side by side). */
export function pendingOperation(mock: RelayMock, name: string): OperationDescriptor {
  const operation = mock.getAllOperations().find((candidate) => candidate.request.node.params.name === name);
  if (!operation) {
    const names = mock.getAllOperations().map((candidate) => candidate.request.node.params.name);
    throw new Error(`No pending ${name}; pending: ${names.join(', ') || 'none'}`);
  }
  return operation;
}

export function resolveOperation(mock: RelayMock, name: string, resolvers: MockResolvers): OperationDescriptor {
  const operation = pendingOperation(mock, name);
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

export const testViewer = { id: 'VXNlcjox', userId: 1, username: 'admin', firstName: 'Ada', lastName: 'Admin' };

/** Answers the shell's viewer query. */
export function resolveViewer(mock: RelayMock): void {
  // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
  resolveOperation(mock, 'AppLayoutQuery', { User: () => testViewer });
}

/**
 * Stands in for the REST calls a list makes beside GraphQL (`_info` permissions); any other REST
 * call is answered by `other` or fails the test loudly.
 */
export function stubRest(
  permissions: readonly string[],
  other?: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/_info')) return Response.json({ permissions });
    if (other) return other(url, init);
    throw new Error(`Unexpected fetch in test: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
