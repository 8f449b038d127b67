import { builder } from '../builder.ts';
import { UserRef } from './user.ts';

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The logged-in user (from `GET /api/v1/me/`); anonymous callers get HTTP 401.',
    resolve: async (_root, _args, ctx) => {
      const me = await ctx.rest.me();
      ctx.loaders.user.prime(me.result.id, me.result);
      return me.result;
    },
  }),
);
