import type { Prisma } from '../../metadata/index.ts';
import type { ListResource } from '../list/types.ts';
import { can } from '../permissions.ts';
import { isoNaive } from './humanize.ts';

export const userInclude = {
  roles: { include: { role: { select: { id: true, name: true } } }, orderBy: { roleId: 'asc' } },
} satisfies Prisma.UserInclude;

type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;

/**
 * FAB's security users API (`/api/v1/security/users/`): the list the GraphQL gateway batches user
 * look-ups through (`filters:!((col:id,opr:in,value:!(1,2)))`). Never the password hash.
 */
export const userResource: ListResource<UserRow> = {
  permissionView: 'User',
  listTitle: 'List Users',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    username: { kind: 'scalar', field: 'username', type: 'string' },
    first_name: { kind: 'scalar', field: 'firstName', type: 'string' },
    last_name: { kind: 'scalar', field: 'lastName', type: 'string' },
    email: { kind: 'scalar', field: 'email', type: 'string' },
    active: { kind: 'scalar', field: 'active', type: 'boolean' },
    roles: { kind: 'relation-many', relation: 'roles', key: 'roleId' },
  },
  orderColumns: {
    id: (d) => ({ id: d }),
    username: (d) => ({ username: d }),
    first_name: (d) => ({ firstName: d }),
    last_name: (d) => ({ lastName: d }),
    email: (d) => ({ email: d }),
    active: (d) => ({ active: d }),
    changed_on: (d) => ({ changedOn: d }),
  },
  baseOrder: [{ id: 'asc' }],
  listColumns: [
    'id',
    'username',
    'first_name',
    'last_name',
    'email',
    'active',
    'last_login',
    'login_count',
    'created_on',
    'changed_on',
    'roles.id',
    'roles.name',
  ],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.user.findMany({
      where: where as Prisma.UserWhereInput,
      orderBy: orderBy as Prisma.UserOrderByWithRelationInput[],
      skip,
      take,
      include: userInclude,
    }),
  count: (ctx, where) => ctx.prisma.user.count({ where: where as Prisma.UserWhereInput }),
  // Every signed-in user may look users up by id (owners and editors are shown on every chart,
  // as Superset's chart list and related/owners do); only user admins see accounts in full.
  canList: () => true,
  serialize: async (rows, ctx) =>
    rows.map((u) =>
      can(ctx.user, 'can_read', 'User')
        ? fullRow(u)
        : { id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName },
    ),
  id: (row) => row.id,
};

export function fullRow(u: UserRow): Record<string, unknown> {
  return {
    id: u.id,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    active: u.active,
    last_login: isoNaive(u.lastLogin),
    login_count: u.loginCount,
    created_on: isoNaive(u.createdOn),
    changed_on: isoNaive(u.changedOn),
    roles: u.roles.map((r) => ({ id: r.role.id, name: r.role.name })),
  };
}
