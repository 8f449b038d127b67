import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { ReportRef, type RestReport } from './report.ts';

/**
 * The report modal's 'Ignore cache when generating report' switch: REST's `force_screenshot`
 * (server-semantics §5), read from `GET /api/v1/report/{id}` and written with `PUT`.
 */
const forceScreenshotOf = async (ctx: GraphQLContext, id: number) =>
  (await ctx.rest.get<{ result: { force_screenshot: boolean | null } }>(`/api/v1/report/${id}`)).result
    .force_screenshot === true;

builder.objectField(ReportRef, 'forceScreenshot', (t) =>
  t.boolean({
    description: 'Whether a run ignores the cache (takes a fresh screenshot or query) instead of using cached data.',
    resolve: (r, _a, ctx) => forceScreenshotOf(ctx, r.id),
  }),
);

const IgnoreCachePayload = builder.objectRef<{ report: RestReport }>('ReportIgnoreCachePayload').implement({
  description: 'The report after its cache switch changed.',
  fields: (t) => ({
    report: t.field({ type: ReportRef, description: 'The report as stored.', resolve: (p) => p.report }),
  }),
});
const IgnoreCacheResult = mutationResult(
  'ReportIgnoreCache',
  IgnoreCachePayload,
  'The report, or why its cache switch could not change.',
);

builder.mutationField('setReportForceScreenshot', (t) =>
  t.field({
    type: IgnoreCacheResult,
    description:
      "Turns the report's 'ignore cache' switch on or off (`PUT /api/v1/report/{id}` with `force_screenshot`); owners and admins only, as any report change.",
    args: {
      id: t.arg.globalID({ required: true, description: 'The report.' }),
      forceScreenshot: t.arg.boolean({ required: true, description: 'Whether runs ignore the cache.' }),
    },
    resolve: (_root, { id, forceScreenshot }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Report');
        await ctx.rest.put(`/api/v1/report/${pk}`, { force_screenshot: forceScreenshot });
        const list = await ctx.rest.get<{ result: RestReport[] }>(
          `/api/v1/report/?q=(filters:!((col:id,opr:eq,value:${pk})))`,
        );
        const report = list.result[0];
        if (!report) throw new Error(`report ${pk} vanished after its write`);
        return { report };
      }),
  }),
);
