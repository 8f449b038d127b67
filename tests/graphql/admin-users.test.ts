import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const ROLES = `query($search: String) {
  roles(first: 50, search: $search) { totalCount edges { node { id roleId name builtin userCount permissions { id name viewMenu } } } }
}`;
const PERMISSIONS = 'query { permissionResources { id permissionId name viewMenu } }';
const CREATE_ROLE = `mutation($name: String!, $permissionIds: [ID!], $copyFrom: ID) {
  createRole(name: $name, permissionIds: $permissionIds, copyFrom: $copyFrom) {
    __typename
    ... on SecurityRolePayload { role { id name builtin permissions { name viewMenu } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;
const UPDATE_ROLE = `mutation($id: ID!, $name: String, $permissionIds: [ID!]) {
  updateRole(id: $id, name: $name, permissionIds: $permissionIds) {
    __typename
    ... on SecurityRolePayload { role { name permissions { name viewMenu } } }
    ... on Error { message }
  }
}`;
const DELETE_ROLE = `mutation($id: ID!) {
  deleteRole(id: $id) { __typename ... on DeletePayload { deletedIds } ... on Error { message } }
}`;
const CREATE_USER = `mutation($input: UserAdminInput!) {
  createUser(input: $input) {
    __typename
    ... on UserPayload { user { id userId username firstName email active assignedRoles { name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;
const UPDATE_USER = `mutation($id: ID!, $input: UserAdminInput!) {
  updateUser(id: $id, input: $input) {
    __typename
    ... on UserPayload { user { firstName active assignedRoles { name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;
const RESET = `mutation($id: ID!, $password: String!) {
  resetUserPassword(id: $id, password: $password) {
    __typename ... on ValidationError { message fieldErrors } ... on Error { message }
  }
}`;
const DELETE_USER = `mutation($id: ID!) {
  deleteUser(id: $id) { __typename ... on DeletePayload { deletedIds } ... on Error { message } }
}`;
const PROFILE = `mutation($input: MyProfileInput!) {
  updateMyProfile(input: $input) {
    __typename ... on UserPayload { user { firstName lastName } } ... on Error { message }
  }
}`;
const CHANGE_PASSWORD = `mutation($current: String!, $password: String!) {
  changeMyPassword(currentPassword: $current, password: $password) {
    __typename ... on PasswordChangePayload { ok } ... on ValidationError { message fieldErrors } ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL user and role administration (%s)', (backend) => {
  let app: TestApp;
  let gammaToken: string;
  let alphaToken: string;
  let roleIds: Map<string, string>;
  const tag = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const alpha = await addUser(app, 'Alpha');
    alphaToken = await app.login(alpha.username, alpha.password);
    const roles = await executeGraphQL<Data, Data>(app, ROLES, {});
    expect(roles.errors).toBeUndefined();
    roleIds = new Map(
      ((roles.data?.roles.edges ?? []) as { node: { id: string; name: string } }[]).map((e) => [
        e.node.name,
        e.node.id,
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('creates a Gamma user who signs in, then updates, resets and deletes them', async () => {
    const username = `gql_${tag()}`;
    const created = await executeGraphQL<Data, Data>(app, CREATE_USER, {
      input: {
        username,
        firstName: 'Graph',
        lastName: 'Q',
        email: `${username}@example.com`,
        roleIds: [roleIds.get('Gamma')],
        password: 'graphql-password-1',
      },
    });
    expect(created.data?.createUser.__typename).toBe('UserPayload');
    const user = created.data?.createUser.user;
    expect(user).toMatchObject({ username, firstName: 'Graph', active: true, assignedRoles: [{ name: 'Gamma' }] });
    const token = await app.login(username, 'graphql-password-1');

    const viewer = await executeGraphQL<Data, Data>(app, 'query { viewer { username } }', {}, { token });
    expect(viewer.data?.viewer.username).toBe(username);
    const refused = await executeGraphQL<Data, Data>(app, ROLES, {}, { token });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const updated = await executeGraphQL<Data, Data>(app, UPDATE_USER, {
      id: user.id,
      input: { firstName: 'Renamed', roleIds: [roleIds.get('Alpha')] },
    });
    expect(updated.data?.updateUser.user).toMatchObject({ firstName: 'Renamed', assignedRoles: [{ name: 'Alpha' }] });

    const weak = await executeGraphQL<Data, Data>(app, RESET, { id: user.id, password: 'short' });
    expect(weak.data?.resetUserPassword.__typename).toBe('ValidationError');
    expect(weak.data?.resetUserPassword.fieldErrors.password).toEqual([
      'Password must be at least 10 characters long.',
    ]);
    const reset = await executeGraphQL<Data, Data>(app, RESET, { id: user.id, password: 'reset-password-22' });
    expect(reset.data?.resetUserPassword.__typename).toBe('UserPayload');
    await app.login(username, 'reset-password-22');

    const off = await executeGraphQL<Data, Data>(app, UPDATE_USER, { id: user.id, input: { active: false } });
    expect(off.data?.updateUser.user.active).toBe(false);
    const after = await executeGraphQL<Data, Data>(app, 'query { viewer { username } }', {}, { token });
    expect(after.data?.viewer ?? null).toBeNull();

    const del = await executeGraphQL<Data, Data>(app, DELETE_USER, { id: user.id });
    expect(del.data?.deleteUser.deletedIds).toEqual([user.id]);
  });

  it('refuses user and role writes to Alpha and Gamma with ForbiddenError', async () => {
    for (const token of [alphaToken, gammaToken]) {
      const res = await executeGraphQL<Data, Data>(
        app,
        CREATE_USER,
        {
          input: {
            username: `nope_${tag()}`,
            firstName: 'N',
            lastName: 'O',
            email: `nope_${tag()}@example.com`,
            roleIds: [roleIds.get('Admin')],
            password: 'escalation-attempt',
          },
        },
        { token },
      );
      expect(res.data?.createUser.__typename).toBe('ForbiddenError');
      const role = await executeGraphQL<Data, Data>(app, CREATE_ROLE, { name: `Nope ${tag()}` }, { token });
      expect(role.data?.createRole.__typename).toBe('ForbiddenError');
    }
  });

  it('creates, copies, edits and deletes custom roles; built-in ones are refused', async () => {
    const catalogue = await executeGraphQL<Data, Data>(app, PERMISSIONS, {});
    const perms = catalogue.data?.permissionResources as { id: string; name: string; viewMenu: string }[];
    const id = (key: string) => perms.find((p) => `${p.name}:${p.viewMenu}` === key)?.id;
    const name = `Readers ${tag()}`;
    const created = await executeGraphQL<Data, Data>(app, CREATE_ROLE, {
      name,
      permissionIds: [id('can_read:Chart')],
    });
    expect(created.data?.createRole.role).toMatchObject({
      name,
      builtin: false,
      permissions: [{ name: 'can_read', viewMenu: 'Chart' }],
    });
    const copy = await executeGraphQL<Data, Data>(app, CREATE_ROLE, {
      name: `${name} copy`,
      copyFrom: created.data?.createRole.role.id,
      permissionIds: [id('can_read:Dashboard')],
    });
    expect(copy.data?.createRole.role.permissions).toEqual([
      { name: 'can_read', viewMenu: 'Chart' },
      { name: 'can_read', viewMenu: 'Dashboard' },
    ]);
    const edited = await executeGraphQL<Data, Data>(app, UPDATE_ROLE, {
      id: copy.data?.createRole.role.id,
      name: `${name} edited`,
      permissionIds: [id('can_read:Dataset')],
    });
    expect(edited.data?.updateRole.role).toEqual({
      name: `${name} edited`,
      permissions: [{ name: 'can_read', viewMenu: 'Dataset' }],
    });
    const bad = await executeGraphQL<Data, Data>(app, CREATE_ROLE, {
      name: `Bad ${tag()}`,
      permissionIds: ['UGVybWlzc2lvblJlc291cmNlOjk4NzY1NA=='],
    });
    expect(bad.data?.createRole.__typename).toBe('ValidationError');
    const search = await executeGraphQL<Data, Data>(app, ROLES, { search: 'Bad ' });
    expect(search.data?.roles.totalCount).toBe(0);

    const builtin = await executeGraphQL<Data, Data>(app, UPDATE_ROLE, { id: roleIds.get('Gamma'), name: 'G2' });
    expect(builtin.data?.updateRole.__typename).toBe('ValidationError');
    const del = await executeGraphQL<Data, Data>(app, DELETE_ROLE, { id: copy.data?.createRole.role.id });
    expect(del.data?.deleteRole.__typename).toBe('DeletePayload');
  });

  it('lets a Gamma user edit their profile and change their password', async () => {
    const gamma = await addUser(app, 'Gamma');
    const token = await app.login(gamma.username, gamma.password);
    const profile = await executeGraphQL<Data, Data>(
      app,
      PROFILE,
      { input: { firstName: 'Me', lastName: 'Again' } },
      { token },
    );
    expect(profile.data?.updateMyProfile.user).toEqual({ firstName: 'Me', lastName: 'Again' });
    const wrong = await executeGraphQL<Data, Data>(
      app,
      CHANGE_PASSWORD,
      { current: 'wrong-current', password: 'new-password-22' },
      { token },
    );
    expect(wrong.data?.changeMyPassword.fieldErrors).toEqual({
      current_password: ['The current password is not correct.'],
    });
    const ok = await executeGraphQL<Data, Data>(
      app,
      CHANGE_PASSWORD,
      { current: gamma.password, password: 'new-password-22' },
      { token },
    );
    expect(ok.data?.changeMyPassword).toEqual({ __typename: 'PasswordChangePayload', ok: true });
    await app.login(gamma.username, 'new-password-22');
  });
});
