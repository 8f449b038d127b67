import { builder } from '../builder.ts';
import { encodeRisonUri } from '../rison.ts';

/** One entry of `GET /api/v1/time_range/` (open ends are empty strings). */
interface RestTimeRange {
  since: string;
  until: string;
  timeRange: string;
  shift?: string | null;
}

const TimeRangeRef = builder.objectRef<RestTimeRange>('TimeRange').implement({
  description: 'A time range expression resolved to its bounds, as the time range picker shows them.',
  fields: (t) => ({
    since: t.string({
      nullable: true,
      description: 'Inclusive start, a naive ISO datetime in UTC (null when open).',
      resolve: (r) => r.since || null,
    }),
    until: t.string({
      nullable: true,
      description: 'Exclusive end, a naive ISO datetime in UTC (null when open).',
      resolve: (r) => r.until || null,
    }),
    expression: t.exposeString('timeRange', { description: 'The expression that was resolved.' }),
    shift: t.string({
      nullable: true,
      description: 'The time shift applied (e.g. "1 year ago"), if any.',
      resolve: (r) => r.shift || null,
    }),
  }),
});

/** The `q` of the REST call: a bare rison string, or the (timeRange, shift) list form when shifted. */
export function timeRangeQuery(expression: string, shift?: string | null): string {
  const value = shift ? [{ timeRange: expression, shift }] : expression;
  return `/api/v1/time_range/?q=${encodeRisonUri(value)}`;
}

builder.queryField('timeRange', (t) =>
  t.field({
    type: TimeRangeRef,
    description:
      'Resolves a time range expression ("Last week", "2024-01-01 : 2024-02-01", "DATEADD(DATETIME(\\"today\\"), -7, day) : today"...) through `GET /api/v1/time_range/`; an unknown one is a BAD_USER_INPUT error with REST\'s message.',
    args: {
      expression: t.arg.string({ required: true, description: 'The expression (time-range semantics).' }),
      shift: t.arg.string({ description: 'A time shift to apply to both bounds, e.g. "1 year ago".' }),
    },
    resolve: async (_root, args, ctx) => {
      const response = await ctx.rest.get<{ result: RestTimeRange[] }>(timeRangeQuery(args.expression, args.shift));
      const [first] = response.result;
      if (!first) throw new Error('time_range answered no result');
      return first;
    },
  }),
);
