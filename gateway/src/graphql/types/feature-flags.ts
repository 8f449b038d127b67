import { builder } from '../builder.ts';

builder.queryField('featureFlags', (t) =>
  t.stringList({
    description:
      'The feature flags this server runs with (FEATURE_FLAGS: DASHBOARD_NATIVE_FILTERS, DASHBOARD_CROSS_FILTERS, GLOBAL_ASYNC_QUERIES...); what the browser turns on. Not secret: Superset sends them to every page.',
    resolve: (_root, _args, ctx) => [...ctx.featureFlags].sort(),
  }),
);
