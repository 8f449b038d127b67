import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { parseRestId } from './node.ts';

/** A row of `GET /api/v1/audit_log/`. */
interface RestAuditEntry {
  id: number;
  dttm: string;
  user_id: number | null;
  username: string | null;
  action: string;
  resource_type: string | null;
  resource_id: string | null;
  method: string | null;
  path: string | null;
  source: string | null;
  ip_address: string | null;
  reason: string | null;
  diff: Record<string, [unknown, unknown]> | null;
}

interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const listEntries = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestAuditEntry>>(`/api/v1/audit_log/${listSearch(q)}`);

async function loadEntry(ctx: GraphQLContext, id: number): Promise<RestAuditEntry | null> {
  try {
    return (await ctx.rest.get<{ result: RestAuditEntry }>(`/api/v1/audit_log/${id}`)).result;
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  description: 'One field of an object that a write changed.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The field, by its column name (e.g. slice_name; owners for the ids of the owners).',
    }),
    before: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Its value before the write (null when the object did not exist; "[redacted]" for secrets).',
      resolve: (c) => c.before,
    }),
    after: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Its value after the write (null when the object was deleted; "[redacted]" for secrets).',
      resolve: (c) => c.after,
    }),
  }),
});

export const AuditLogEntryRef = builder.objectRef<RestAuditEntry>('AuditLogEntry');

builder.node(AuditLogEntryRef, {
  description: 'One entry of the audit log: a write or a sign-in attempt (`/api/v1/audit_log/`, Admin only).',
  id: { resolve: (e) => e.id, parse: parseRestId },
  loadWithoutCache: (id, ctx) => loadEntry(ctx, id),
  fields: (t) => ({
    entryId: t.exposeInt('id', { description: 'The REST primary key of the entry.' }),
    time: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (e) => e.dttm }),
    userId: t.exposeInt('user_id', {
      nullable: true,
      description: 'Who did it (the user tried, for a failed sign-in; null for an unknown name).',
    }),
    username: t.exposeString('username', {
      nullable: true,
      description: 'Their user name at the time (kept after the account is deleted).',
    }),
    action: t.exposeString('action', {
      description: 'create, update, delete, sign_in, sign_in_failed or sign_out.',
    }),
    resourceType: t.exposeString('resource_type', {
      nullable: true,
      description: 'What kind of object (chart, dashboard, user, css_template...; session for sign-ins).',
    }),
    resourceId: t.exposeString('resource_id', { nullable: true, description: 'The id of the object.' }),
    method: t.exposeString('method', { nullable: true, description: 'The HTTP method of the REST call.' }),
    path: t.exposeString('path', { nullable: true, description: 'The REST path that made the change.' }),
    source: t.exposeString('source', {
      nullable: true,
      description: 'rest, graphql (a mutation), or the sign-in method (password).',
    }),
    ipAddress: t.exposeString('ip_address', {
      nullable: true,
      description: 'The address the request came from ("local" for in-process calls).',
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why a sign-in was refused.' }),
    changes: t.field({
      type: [AuditChangeRef],
      description: 'The fields the write changed, before and after (empty when none were read).',
      resolve: (e) => Object.entries(e.diff ?? {}).map(([field, [before, after]]) => ({ field, before, after })),
    }),
  }),
});

const AuditLogFilter = builder.inputType('AuditLogFilter', {
  description: 'What to select from the audit log; every given field must match.',
  fields: (t) => ({
    userId: t.int({ description: 'Entries of this user.' }),
    username: t.string({ description: 'Text searched in the user name (also names tried at sign-in).' }),
    action: t.string({ description: 'One action (create, update, delete, sign_in, sign_in_failed, sign_out).' }),
    resourceType: t.string({ description: 'One kind of object (chart, dashboard, session...).' }),
    resourceId: t.string({ description: 'One object id (with resourceType).' }),
    from: t.field({ type: 'DateTime', description: 'Entries at or after this time.' }),
    to: t.field({ type: 'DateTime', description: 'Entries before this time.' }),
  }),
});

type FilterInput = typeof AuditLogFilter.$inferInput;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The REST list filters of a GraphQL filter. */
export function auditRestFilters(filter: FilterInput | null | undefined): RestFilter[] {
  const out: RestFilter[] = [];
  if (!filter) return out;
  if (filter.userId != null) out.push({ col: 'user', opr: 'rel_o_m', value: filter.userId });
  const username = filter.username?.trim();
  if (username) out.push({ col: 'username', opr: 'ct', value: username });
  if (filter.action) out.push({ col: 'action', opr: 'eq', value: filter.action });
  if (filter.resourceType) out.push({ col: 'resource_type', opr: 'eq', value: filter.resourceType });
  if (filter.resourceId) out.push({ col: 'resource_id', opr: 'eq', value: filter.resourceId });
  // FAB's gt is strict; a millisecond earlier makes `from` inclusive.
  if (filter.from)
    out.push({ col: 'dttm', opr: 'gt', value: new Date(new Date(iso(filter.from)).getTime() - 1).toISOString() });
  if (filter.to) out.push({ col: 'dttm', opr: 'lt', value: iso(filter.to) });
  return out;
}

builder.queryField('auditLog', (t) =>
  t.connection(
    {
      type: AuditLogEntryRef,
      description:
        'The audit log (newest first unless oldestFirst), over `GET /api/v1/audit_log/` (Admin only: can_read on AuditLog).',
      args: {
        filter: t.arg({ type: AuditLogFilter, description: 'What to select.' }),
        oldestFirst: t.arg.boolean({ description: 'Oldest entries first (newest first when false or absent).' }),
      },
      resolve: (_root, args, ctx) =>
        resolveRestConnection({
          args,
          query: {
            filters: auditRestFilters(args.filter),
            order_column: 'dttm',
            order_direction: args.oldestFirst ? 'asc' : 'desc',
          },
          list: (q) => listEntries(ctx, q),
        }),
    },
    { name: 'AuditLogEntryConnection', description: 'A page of audit log entries.' },
    { name: 'AuditLogEntryEdge', description: 'An audit log entry in a page, with its cursor.' },
  ),
);

builder.queryField('auditLogExportUrl', (t) =>
  t.string({
    description:
      'The REST URL of the CSV export of what the filter selects (`GET /api/v1/audit_log/export/`), for a download link; Admin only.',
    args: { filter: t.arg({ type: AuditLogFilter, description: 'What to export.' }) },
    resolve: async (_root, args, ctx) => {
      // The same refusal as the list for non-admins, before handing out a link.
      await listEntries(ctx, { page: 0, page_size: 1 });
      return `/api/v1/audit_log/export/${listSearch({ filters: auditRestFilters(args.filter) })}`;
    },
  }),
);
