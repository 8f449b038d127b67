import { builder } from '../builder.ts';
import type { RestUser } from '../rest-types.ts';
import { loadEach, parseRestId } from './node.ts';

export const UserRef = builder.objectRef<RestUser>('User');

builder.node(UserRef, {
  description: 'A person who logs in to Chartroom; owners of charts, dashboards and datasets are users.',
  id: { resolve: (user) => user.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(ctx.loaders.user, ids),
  fields: (t) => ({
    userId: t.exposeInt('id', { description: 'The REST primary key of the user.' }),
    username: t.string({
      description: 'The login name.',
      // Owners lists embedded in charts carry names only; the login name then comes from one batched look-up.
      resolve: async (user, _args, ctx) => user.username ?? (await ctx.loaders.user.load(user.id))?.username ?? '',
    }),
    firstName: t.string({ description: 'First name.', resolve: (user) => user.first_name ?? '' }),
    lastName: t.string({ description: 'Last name.', resolve: (user) => user.last_name ?? '' }),
  }),
});
