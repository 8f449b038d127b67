import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError, NotFoundError, ValidationError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { parseRestId } from './node.ts';

/** A row of `GET /api/v1/security/roles/`. */
export interface RestRole {
  id: number;
  name: string;
  builtin: boolean;
  permissions_editable: boolean;
  permission_ids: number[];
  user_ids: number[];
}

/** A row of `GET /api/v1/security/permissions-resources/`. */
interface RestPermissionResource {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

export const PermissionResourceRef = builder.objectRef<RestPermissionResource>('PermissionResource').implement({
  description:
    'A permission on a resource that a role can grant (`/api/v1/security/permissions-resources/`), e.g. can_write on Chart.',
  fields: (t) => ({
    permissionId: t.exposeInt('id', { description: 'The REST primary key of the (permission, resource) pair.' }),
    name: t.string({ description: 'The permission, e.g. can_read.', resolve: (p) => p.permission.name }),
    viewMenu: t.string({ description: 'The resource it applies to, e.g. Chart.', resolve: (p) => p.view_menu.name }),
  }),
});

const listRoles = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestRole>>(`/api/v1/security/roles/${listSearch(q)}`);

/** Every role by id, once per request (GETs are memoised): users' roles resolve without a call per user. */
export async function rolesById(ctx: GraphQLContext): Promise<Map<number, RestRole>> {
  const page = await listRoles(ctx, { page: 0, page_size: 100 });
  return new Map(page.result.map((r) => [r.id, r]));
}

/** Every (permission, resource) pair, once per request (the catalogue is small: under 1000 rows). */
async function permissionCatalogue(ctx: GraphQLContext): Promise<RestPermissionResource[]> {
  const page = await ctx.rest.get<RestListResponse<RestPermissionResource>>(
    `/api/v1/security/permissions-resources/${listSearch({ page: 0, page_size: 1000 })}`,
  );
  return page.result;
}

async function loadRole(ctx: GraphQLContext, id: number): Promise<RestRole | null> {
  try {
    return (await ctx.rest.get<{ result: RestRole }>(`/api/v1/security/roles/${id}`)).result;
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export const SecurityRoleRef = builder.objectRef<RestRole>('SecurityRole');

builder.node(SecurityRoleRef, {
  description:
    'A role as administrators manage it (`/api/v1/security/roles/`): a name and the permissions it grants. Admin only.',
  id: { resolve: (role) => role.id, parse: parseRestId },
  loadWithoutCache: (id, ctx) => loadRole(ctx, id),
  fields: (t) => ({
    roleId: t.exposeInt('id', { description: 'The REST primary key of the role.' }),
    name: t.exposeString('name', { description: 'The role name, unique.' }),
    builtin: t.exposeBoolean('builtin', {
      description: 'Admin, Alpha, Gamma, sql_lab or Public: defined by Chartroom, so not renamed or deleted.',
    }),
    permissionsEditable: t.exposeBoolean('permissions_editable', {
      description:
        'Whether updateRole may change its permissions: custom roles, and Public (what anonymous visitors may do); Admin, Alpha, Gamma and sql_lab are set at every start.',
    }),
    userCount: t.int({ description: 'How many users hold the role.', resolve: (r) => r.user_ids.length }),
    permissions: t.field({
      type: [PermissionResourceRef],
      description: 'What the role grants, sorted by resource and permission.',
      resolve: async (role, _args, ctx) => {
        const granted = new Set(role.permission_ids);
        return (await permissionCatalogue(ctx)).filter((p) => granted.has(p.id));
      },
    }),
  }),
});

builder.queryField('roles', (t) =>
  t.connection(
    {
      type: SecurityRoleRef,
      description: 'Roles, by name, as a Relay connection over `GET /api/v1/security/roles/` (Admin only).',
      args: { search: t.arg.string({ description: 'Text searched in the role name.' }) },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'name', opr: 'ct', value: search });
        return resolveRestConnection({ args, query: { filters }, list: (q) => listRoles(ctx, q) });
      },
    },
    { name: 'SecurityRoleConnection', description: 'A page of roles.' },
    { name: 'SecurityRoleEdge', description: 'A role in a page of roles, with its cursor.' },
  ),
);

builder.queryField('permissionResources', (t) =>
  t.field({
    type: [PermissionResourceRef],
    description:
      'Every permission a role can grant, sorted by resource (`GET /api/v1/security/permissions-resources/`; Admin only).',
    resolve: (_root, _args, ctx) => permissionCatalogue(ctx),
  }),
);

const RolePayload = builder.objectRef<{ role: RestRole }>('SecurityRolePayload').implement({
  description: 'The saved role.',
  fields: (t) => ({
    role: t.field({ type: SecurityRoleRef, description: 'The role as stored.', resolve: (p) => p.role }),
  }),
});
const RoleResult = mutationResult('SecurityRole', RolePayload, 'The saved role, or why it was refused.');

function permissionPks(ids: readonly { typename: string; id: string }[]): number[] {
  return ids.map((id) => restIdOf(id, 'PermissionResource'));
}

async function setPermissions(ctx: GraphQLContext, roleId: number, ids: number[]): Promise<void> {
  await ctx.rest.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: ids });
}

async function reloadRole(ctx: GraphQLContext, id: number) {
  const role = await loadRole(ctx, id);
  // An update that changes nothing reaches no REST write, so an unknown role shows up only here.
  if (!role) throw new NotFoundError();
  return { role };
}

builder.objectField(PermissionResourceRef, 'id', (t) =>
  t.id({
    description: 'The global ID to pass as a permission to createRole/updateRole.',
    resolve: (p) => encodeGlobalID('PermissionResource', p.id),
  }),
);

builder.mutationField('createRole', (t) =>
  t.field({
    type: RoleResult,
    description:
      'Creates a custom role (`POST /api/v1/security/roles/`, then its permissions); Admin only. With copyFrom it starts with the permissions of that role (a copy).',
    args: {
      name: t.arg.string({ required: true, description: 'The name: 1-64 characters, unique, not a built-in name.' }),
      permissionIds: t.arg.globalIDList({
        description: 'The PermissionResource IDs to grant (added to those copied).',
      }),
      copyFrom: t.arg.globalID({ description: 'A role whose permissions the new role starts with.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const wanted = new Set(permissionPks(args.permissionIds ?? []));
        if (args.copyFrom) {
          const source = await loadRole(ctx, restIdOf(args.copyFrom, 'SecurityRole'));
          if (!source) throw new ValidationError('The role to copy does not exist.');
          for (const id of source.permission_ids) wanted.add(id);
        }
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/security/roles/', { name: args.name });
        if (wanted.size > 0) {
          try {
            await setPermissions(ctx, saved.id, [...wanted]);
          } catch (error) {
            // All or nothing: a refused permission list takes the new role away again.
            await ctx.rest.del(`/api/v1/security/roles/${saved.id}`);
            throw error;
          }
        }
        return reloadRole(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateRole', (t) =>
  t.field({
    type: RoleResult,
    description:
      'Renames a custom role and/or replaces its permissions (`PUT /api/v1/security/roles/{pk}`, `POST .../permissions`); Admin only.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The role.' }),
      name: t.arg.string({ description: 'The new name.' }),
      permissionIds: t.arg.globalIDList({
        description: 'The complete list of PermissionResource IDs the role grants from now on.',
      }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(args.id, 'SecurityRole');
        const permissions = args.permissionIds ? permissionPks(args.permissionIds) : null;
        if (args.name != null) await ctx.rest.put(`/api/v1/security/roles/${pk}`, { name: args.name });
        if (permissions) await setPermissions(ctx, pk, permissions);
        return reloadRole(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteRole', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a custom role that no user holds (`DELETE /api/v1/security/roles/{pk}`); Admin only.',
    args: { id: t.arg.globalID({ required: true, description: 'The role.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'SecurityRole');
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/security/roles/${pk}`);
        return { deletedIds: [encodeGlobalID('SecurityRole', pk)], message: body.message };
      }),
  }),
);
