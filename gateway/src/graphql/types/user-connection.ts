import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import { USER_FILTERS } from '../list-filter-specs.ts';
import { toRestFilters } from '../list-filters.ts';
import type { RestFilter, RestListQuery, RestUser } from '../rest-types.ts';
import { listFilterInput } from './list-filter-input.ts';
import { OrderDirection } from './order.ts';
import { toDate } from './scalars.ts';
import { UserRef } from './user.ts';

/** What `GET /api/v1/security/users/` adds to a row for user admins (others get names only). */
type AdminUserRow = RestUser & { last_login?: string | null; login_count?: number | null };

builder.objectFields(UserRef, (t) => ({
  email: t.string({
    nullable: true,
    description: 'Email address (null unless the viewer may read users in full).',
    resolve: (u) => u.email ?? null,
  }),
  active: t.boolean({
    nullable: true,
    description: 'Whether the user may log in (null unless the viewer may read users in full).',
    resolve: (u) => u.active ?? u.is_active ?? null,
  }),
  lastLogin: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the user last logged in (null when never, or unless the viewer may read users in full).',
    resolve: (u) => {
      const at = (u as AdminUserRow).last_login;
      return at ? toDate(at) : null;
    },
  }),
}));

const UserOrderField = builder.enumType('UserOrderField', {
  description: 'Columns the user list can be sorted by.',
  values: {
    USERNAME: { value: 'username', description: 'The login name.' },
    FIRST_NAME: { value: 'first_name', description: 'First name.' },
    LAST_NAME: { value: 'last_name', description: 'Last name.' },
    EMAIL: { value: 'email', description: 'Email address.' },
    ACTIVE: { value: 'active', description: 'Whether the user may log in.' },
    CHANGED_ON: { value: 'changed_on', description: 'Last modification time.' },
  } as const,
});

const UserOrder = builder.inputType('UserOrder', {
  description: 'How to sort the user list (default: by REST id).',
  fields: (t) => ({
    field: t.field({ type: UserOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

const UserFilter = listFilterInput('User', 'user', USER_FILTERS);

builder.queryField('users', (t) =>
  t.connection(
    {
      type: UserRef,
      description:
        'Users, as a Relay connection over `GET /api/v1/security/users/` (every viewer sees names; user admins see accounts in full).',
      args: {
        search: t.arg.string({ description: 'Text searched in the login name.' }),
        filters: t.arg({
          type: [UserFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
        orderBy: t.arg({ type: UserOrder, description: 'Sort order (default: by REST id).' }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = toRestFilters(USER_FILTERS, args.filters);
        const search = args.search?.trim();
        if (search) filters.push({ col: 'username', opr: 'ct', value: search });
        const query: RestListQuery = {
          filters,
          ...(args.orderBy ? { order_column: args.orderBy.field, order_direction: args.orderBy.direction } : {}),
        };
        return resolveRestConnection({ args, query, list: (q) => ctx.rest.listUsers(q), loader: ctx.loaders.user });
      },
    },
    { name: 'UserConnection', description: 'A page of users.' },
    { name: 'UserEdge', description: 'A user in a page of users, with its cursor.' },
  ),
);
