import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { encodeRisonUri } from '../rison.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { viewer } from './dashboard-loaders.ts';
import { DatabaseRef } from './database.ts';
import { DatasetRef } from './dataset.ts';
import { ReportRef } from './report.ts';

type Resource = 'chart' | 'dashboard' | 'dataset' | 'database' | 'report';

/** Whether `_info` grants the viewer `can_write` on a resource (memoised per request with the other `_info` reads). */
async function canWrite(ctx: GraphQLContext, resource: Resource): Promise<boolean> {
  const info = await ctx.rest.get<{ permissions?: string[] }>(
    `/api/v1/${resource}/_info?q=${encodeRisonUri({ keys: ['permissions'] })}`,
  );
  return (info.permissions ?? []).includes('can_write');
}

/** Superset's delete rule for owned objects: can_write, and admin or one of the owners. */
async function mayDeleteOwned(ctx: GraphQLContext, resource: Resource, ownerIds: readonly number[]) {
  // Checked first: the anonymous visitor (Public role) never writes and has no account to look up.
  if (!(await canWrite(ctx, resource))) return false;
  const me = await viewer(ctx);
  return me.isAdmin || ownerIds.includes(me.id);
}

const ownerIdsOf = (owners: readonly { id: number }[] | null | undefined) => (owners ?? []).map((o) => o.id);
const DESCRIPTION = 'Whether the viewer may delete it: an owner with write permission, or an admin.';

builder.objectField(ChartRef, 'viewerCanDelete', (t) =>
  t.boolean({ description: DESCRIPTION, resolve: (c, _a, ctx) => mayDeleteOwned(ctx, 'chart', ownerIdsOf(c.owners)) }),
);
builder.objectField(DashboardRef, 'viewerCanDelete', (t) =>
  t.boolean({
    description: DESCRIPTION,
    resolve: (d, _a, ctx) => mayDeleteOwned(ctx, 'dashboard', ownerIdsOf(d.owners)),
  }),
);
builder.objectField(DatasetRef, 'viewerCanDelete', (t) =>
  t.boolean({
    description: DESCRIPTION,
    resolve: (d, _a, ctx) => mayDeleteOwned(ctx, 'dataset', ownerIdsOf(d.owners)),
  }),
);
builder.objectField(ReportRef, 'viewerCanDelete', (t) =>
  t.boolean({
    description: DESCRIPTION,
    resolve: (r, _a, ctx) => mayDeleteOwned(ctx, 'report', ownerIdsOf(r.owners)),
  }),
);
builder.objectField(DatabaseRef, 'viewerCanDelete', (t) =>
  t.boolean({
    description:
      'Whether the viewer may delete this connection (write permission on databases; databases have no owners).',
    resolve: (_d, _a, ctx) => canWrite(ctx, 'database'),
  }),
);
