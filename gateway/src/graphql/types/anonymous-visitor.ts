import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { UnauthenticatedError } from '../errors.ts';
import { PermissionRef, type PermissionShape } from './role.ts';

/** `GET /api/v1/security/anonymous/`: whether the caller is the anonymous visitor, and Public's permissions. */
interface RestAnonymous {
  is_anonymous: boolean;
  permissions: [string, string][];
}

/** The Public role's permissions when the caller is the anonymous visitor, else null (a signed-in user). */
export async function anonymousPermissions(ctx: GraphQLContext): Promise<PermissionShape[] | null> {
  const { result } = await ctx.rest.get<{ result: RestAnonymous }>('/api/v1/security/anonymous/');
  if (!result.is_anonymous) return null;
  return result.permissions.map(([name, viewMenu]) => ({ name, viewMenu }));
}

/** Whether an error is the 401 of a caller without an account (then `viewer` may be the anonymous visitor). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof UnauthenticatedError;
}

const AnonymousVisitorRef = builder.objectRef<{ permissions: PermissionShape[] }>('AnonymousVisitor').implement({
  description:
    'A visitor who has not signed in, acting with the Public role (Superset with AUTH_ROLE_PUBLIC): what Public lets them do.',
  fields: (t) => ({
    permissions: t.field({
      type: [PermissionRef],
      description: "The Public role's permissions, e.g. can_read on Dashboard.",
      resolve: (v) => v.permissions,
    }),
  }),
});

builder.queryField('anonymousVisitor', (t) =>
  t.field({
    type: AnonymousVisitorRef,
    nullable: true,
    description:
      'The anonymous visitor when the caller has not signed in and the Public role grants something (then `viewer` is null); null for signed-in callers. Anonymous callers get HTTP 401 while Public grants nothing.',
    resolve: async (_root, _args, ctx) => {
      const permissions = await anonymousPermissions(ctx);
      return permissions ? { permissions } : null;
    },
  }),
);
