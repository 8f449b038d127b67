import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { useRelatedUserOptions } from './useRelatedUserOptions.ts';
import { useResourcePermissions } from './useResourcePermissions.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const { environment, mock } = createTestEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { mock, wrapper };
}

describe('useResourcePermissions', () => {
  it('is null while viewerPermissions loads, then the set it answers', () => {
    const { mock, wrapper } = setup();
    const { result } = renderHook(() => useResourcePermissions('DASHBOARD'), { wrapper });
    expect(result.current).toBeNull();
    const operation = mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useResourcePermissionsQuery');
    expect(operation.request.variables).toEqual({ resource: 'DASHBOARD' });
    act(() => mock.resolve(operation, { data: { viewerPermissions: ['can_read', 'can_write'] } }));
    expect([...(result.current ?? [])]).toEqual(['can_read', 'can_write']);
  });

  it('leaves no permissions when the gateway refuses', () => {
    const { mock, wrapper } = setup();
    const { result } = renderHook(() => useResourcePermissions('DATABASE'), { wrapper });
    act(() => mock.reject(mock.getMostRecentOperation(), new Error('Forbidden')));
    expect(result.current?.size).toBe(0);
  });
});

describe('useRelatedUserOptions', () => {
  it('offers the related users as filter options, and none after a failure', () => {
    const { mock, wrapper } = setup();
    const { result } = renderHook(() => useRelatedUserOptions('CHART', 'CREATED_BY'), { wrapper });
    expect(result.current).toEqual([]);
    const operation = mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ resource: 'CHART', field: 'CREATED_BY' });
    act(() => mock.resolve(operation, { data: { relatedUsers: [{ userId: 3, name: 'Grace Hopper' }] } }));
    expect(result.current).toEqual([{ value: '3', label: 'Grace Hopper' }]);

    const failing = renderHook(() => useRelatedUserOptions('DASHBOARD', 'OWNERS'), { wrapper });
    act(() => mock.reject(mock.getMostRecentOperation(), new Error('Forbidden')));
    expect(failing.result.current).toEqual([]);
  });
});
