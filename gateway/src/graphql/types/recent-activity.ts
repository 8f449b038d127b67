import { builder } from '../builder.ts';
import { encodeRisonUri } from '../rison.ts';

interface RestActivity {
  action: string;
  item_type: string;
  item_title: string;
  item_url: string;
  time: number;
  time_delta_humanized: string;
}

const RecentActivityRef = builder.objectRef<RestActivity>('RecentActivity').implement({
  description: 'Something the viewer looked at or changed lately (the home page list).',
  fields: (t) => ({
    action: t.exposeString('action', {
      description: 'dashboard or explore (views), dashboard_change or chart_change.',
    }),
    itemType: t.exposeString('item_type', { description: '"dashboard" or "slice".' }),
    itemTitle: t.exposeString('item_title', { description: 'Title of the dashboard or chart.' }),
    itemUrl: t.exposeString('item_url', { description: 'Where it opens.' }),
    time: t.exposeFloat('time', { description: 'When (epoch milliseconds).' }),
    timeDeltaHumanized: t.exposeString('time_delta_humanized', { description: "e.g. '5 minutes ago'." }),
  }),
});

builder.queryField('recentActivity', (t) =>
  t.field({
    type: [RecentActivityRef],
    description: "The viewer's recent activity, newest first, one entry per item (`GET /api/v1/log/recent_activity/`).",
    args: {
      first: t.arg.int({ defaultValue: 10, description: 'How many entries (1-100).' }),
    },
    resolve: async (_root, { first }, ctx) => {
      const size = Math.max(1, Math.min(first ?? 10, 100));
      const body = await ctx.rest.get<{ result: RestActivity[] }>(
        `/api/v1/log/recent_activity/?q=${encodeRisonUri({ page: 0, page_size: size })}`,
      );
      return body.result;
    },
  }),
);
