import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer, stubRest } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const role = (id: number, name: string) => ({ cursor: `r${id}`, node: { id: btoa(`SecurityRole:${id}`), name } });

// Keyed by GraphQL type names, which look like components to the linter.
const resolvers = {
  UserConnection: () => ({
    totalCount: 1,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
    edges: [
      {
        cursor: 'c0',
        node: {
          id: btoa('User:1'),
          userId: 1,
          username: 'admin',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          active: true,
          assignedRoles: [{ id: btoa('SecurityRole:1'), name: 'Admin' }],
        },
      },
    ],
  }),
  SecurityRoleConnection: () => ({ edges: [role(1, 'Admin'), role(3, 'Gamma')] }),
  Query: () => ({ viewer: { id: btoa('User:1'), userId: 1 } }),
};

async function renderUsers() {
  stubRest(['can_read', 'can_write']);
  const { environment, mock } = createTestEnvironment();
  renderRoutes(createRoutes(environment), '/users/list/', environment);
  resolveViewer(mock);
  await screen.findByLabelText('Loading users');
  const operation = pendingOperation(mock, 'UsersListPageQuery');
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  await screen.findByText('ada@example.com');
  return mock;
}

beforeAll(async () => {
  await import('./UsersListPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the users screen', { timeout: 20_000 }, () => {
  it("lists users; the admin's own row cannot be deactivated or deleted", async () => {
    await renderUsers();
    const row = screen.getByText('ada@example.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Deactivate admin' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete admin' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reset password of admin' })).toBeTruthy();
  });

  it('adds a user with roles; a refused password is shown with its rule', async () => {
    const mock = await renderUsers();
    fireEvent.click(screen.getByRole('button', { name: '+ User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'gina' } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Gina' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Gamma' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'gina@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'short' } });

    // No role yet: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeTruthy();
    expect(mock.getAllOperations()).toHaveLength(0);

    const gamma = within(dialog).getByRole('checkbox', { name: 'Gamma' }) as HTMLInputElement;
    fireEvent.click(gamma);
    await waitFor(() => expect(gamma.checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    const create = mock.getMostRecentOperation();
    expect(create.request.node.params.name).toBe('UserFormDialogCreateMutation');
    expect(create.request.variables.input).toEqual({
      username: 'gina',
      firstName: 'Gina',
      lastName: 'Gamma',
      email: 'gina@example.com',
      active: true,
      roleIds: [btoa('SecurityRole:3')],
      password: 'short',
    });
    act(() =>
      mock.resolve(create, {
        data: {
          createUser: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Bad request',
            fieldErrors: { password: ['Password must be at least 10 characters long.'] },
          },
        },
      }),
    );
    expect(await within(dialog).findByText('password: Password must be at least 10 characters long.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'a-long-enough-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const retry = mock.getMostRecentOperation();
    act(() =>
      mock.resolve(retry, {
        data: { createUser: { __typename: 'UserPayload', user: { id: btoa('User:9'), username: 'gina' } } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
  });
});
