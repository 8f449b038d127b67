import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer, stubRest } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

// Keyed by GraphQL type names, which look like components to the linter.
const resolvers = {
  AuditLogEntryConnection: () => ({
    totalCount: 2,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
    edges: [
      {
        cursor: 'c0',
        node: {
          id: btoa('AuditLogEntry:7'),
          entryId: 7,
          time: '2026-01-31T10:00:00.000Z',
          username: 'ada',
          action: 'update',
          resourceType: 'chart',
          resourceId: '12',
          method: 'PUT',
          path: '/api/v1/chart/12',
          source: 'graphql',
          ipAddress: '10.0.0.5',
          reason: null,
          changes: [
            { field: 'slice_name', before: 'Sales', after: 'Revenue' },
            { field: 'owners', before: [1], after: [1, 2] },
          ],
        },
      },
      {
        cursor: 'c1',
        node: {
          id: btoa('AuditLogEntry:6'),
          entryId: 6,
          time: '2026-01-31T09:00:00.000Z',
          username: 'mallory',
          action: 'sign_in_failed',
          resourceType: 'session',
          resourceId: null,
          method: null,
          path: null,
          source: 'password',
          ipAddress: '10.0.0.9',
          reason: 'unknown user',
          changes: [],
        },
      },
    ],
  }),
  Query: () => ({ auditLogExportUrl: '/api/v1/audit_log/export/?q=(filters:!())' }),
};

async function renderAuditLog() {
  stubRest(['can_read']);
  const { environment, mock } = createTestEnvironment();
  renderRoutes(createRoutes(environment), '/auditlog/list/', environment);
  resolveViewer(mock);
  const operation = pendingOperation(mock, 'AuditLogPageQuery');
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  await screen.findByText('mallory');
  return mock;
}

beforeAll(async () => {
  await import('./AuditLogPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log screen', { timeout: 20_000 }, () => {
  it('lists entries, shows the changes of one, and links the export', async () => {
    await renderAuditLog();
    const failed = screen.getByText('mallory').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failed sign-in')).toBeTruthy();
    expect(within(failed).getByText('unknown user')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/audit_log/export/?q=(filters:!())',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show the 2 changed fields of entry 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update of chart #12' });
    const name = within(dialog).getByText('slice_name').closest('tr') as HTMLElement;
    expect(within(name).getByText('Sales')).toBeTruthy();
    expect(within(name).getByText('Revenue')).toBeTruthy();
  });

  it('refetches with the filters chosen', async () => {
    const mock = await renderAuditLog();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-01-30' } });
    await waitFor(() => expect(mock.getAllOperations().length).toBeGreaterThan(0));
    const refetch = mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('AuditLogTableRefetchQuery');
    expect(refetch.request.variables.filter).toMatchObject({ action: 'update' });
  });
});
