import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { UserRef } from './user.ts';

/** `GET /api/v1/me/roles/`: the viewer's roles with `[permission, view]` pairs. */
interface RestMeRoles {
  id: number;
  roles: Record<string, [string, string][]>;
}

export interface PermissionShape {
  name: string;
  viewMenu: string;
}

export const PermissionRef = builder.objectRef<PermissionShape>('Permission').implement({
  description: 'A permission on a view, as Superset names them (e.g. can_write on Chart).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The permission, e.g. can_read, can_write, can_export, can_csv.' }),
    viewMenu: t.exposeString('viewMenu', { description: 'The view it applies to, e.g. Chart, Dashboard, Dataset.' }),
  }),
});

const RoleRef = builder.objectRef<{ name: string; permissions: PermissionShape[] }>('Role').implement({
  description: 'A role (Admin, Alpha, Gamma or a custom one) and the permissions it grants (spec 000 §6).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The role name; "admin" in any case makes an administrator.' }),
    permissions: t.field({
      type: [PermissionRef],
      description: 'What the role grants.',
      resolve: (r) => r.permissions,
    }),
  }),
});

async function viewerRoles(ctx: GraphQLContext, userId: number) {
  const me = (await ctx.rest.get<{ result: RestMeRoles }>('/api/v1/me/roles/')).result;
  if (me.id !== userId) return null;
  return Object.entries(me.roles).map(([name, pairs]) => ({
    name,
    permissions: pairs.map(([permission, viewMenu]) => ({ name: permission, viewMenu })),
  }));
}

builder.objectField(UserRef, 'roles', (t) =>
  t.field({
    type: [RoleRef],
    nullable: true,
    description: "The viewer's roles with their permissions (`viewer { roles }`); null for other users.",
    resolve: (user, _args, ctx) => viewerRoles(ctx, user.id),
  }),
);

builder.objectField(UserRef, 'permissions', (t) =>
  t.field({
    type: [PermissionRef],
    nullable: true,
    description:
      'Everything the viewer may do, through all roles, deduplicated (`viewer { permissions }`); null for other users.',
    resolve: async (user, _args, ctx) => {
      const roles = await viewerRoles(ctx, user.id);
      if (!roles) return null;
      const seen = new Map<string, PermissionShape>();
      for (const role of roles) for (const p of role.permissions) seen.set(`${p.name}:${p.viewMenu}`, p);
      return [...seen.values()].sort((a, b) => a.viewMenu.localeCompare(b.viewMenu) || a.name.localeCompare(b.name));
    },
  }),
);
