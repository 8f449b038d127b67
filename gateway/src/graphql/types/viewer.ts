import { builder } from '../builder.ts';
import { anonymousPermissions, isUnauthenticated } from './anonymous-visitor.ts';
import { UserRef } from './user.ts';

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description:
      'The logged-in user (from `GET /api/v1/me/`); null for the anonymous visitor when the Public role grants something (see `anonymousVisitor`); other anonymous callers get HTTP 401.',
    resolve: async (_root, _args, ctx) => {
      try {
        const me = await ctx.rest.me();
        ctx.loaders.user.prime(me.result.id, me.result);
        return me.result;
      } catch (error) {
        // No account: the anonymous visitor if Public grants something, else the 401 stands.
        if (isUnauthenticated(error) && (await anonymousPermissions(ctx).catch(() => null))) return null;
        throw error;
      }
    },
  }),
);
