import type { Context } from 'hono';
import { currentUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError } from '../errors.ts';
import { assertCan, permissionsOn } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { describeFilters } from './filters.ts';
import { OPERATOR_LABELS } from './operators.ts';
import { prettifyColumn } from './project.ts';
import { parseListQuery } from './query.ts';
import { runList } from './run-list.ts';
import type { ListContext, ListResource } from './types.ts';

export function listContext(c: Context<AppEnv>): ListContext {
  const { store, config } = c.get('services');
  return { user: currentUser(c), prisma: store.prisma, provider: store.provider, featureFlags: config.featureFlags };
}

/** `GET /<resource>/?q=...` for any declared resource. */
export function listHandler<Row>(resource: ListResource<Row>) {
  return async (c: Context<AppEnv>) => {
    const ctx = listContext(c);
    if (resource.canList) {
      if (!resource.canList(ctx.user)) throw new ForbiddenError();
    } else {
      assertCan(ctx.user, 'can_read', resource.permissionView);
    }
    const query = parseListQuery(parseRisonParam(c.req.query('q')));
    return c.json(await runList(resource, query, ctx));
  };
}

export interface InfoOptions {
  /** Permissions this API knows, reported when the user has them. */
  permissions: readonly string[];
  addColumns: readonly string[];
  editColumns: readonly string[];
  /** Model name in titles: `Add Slice`, `Edit Slice`. */
  title: string;
}

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'];

/** `GET /<resource>/_info?q=(keys:!(permissions))`. */
export function infoHandler<Row>(resource: ListResource<Row>, options: InfoOptions) {
  return async (c: Context<AppEnv>) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', resource.permissionView);
    const q = parseRisonParam(c.req.query('q'));
    let keys = INFO_KEYS;
    if (q !== undefined) {
      const requested = (q as { keys?: unknown } | null)?.keys;
      if (
        typeof q !== 'object' ||
        q === null ||
        Array.isArray(q) ||
        (requested !== undefined && !Array.isArray(requested))
      ) {
        throw new BadRequestError('Invalid rison argument: q must be (keys:!(...))');
      }
      if (Array.isArray(requested) && requested.length > 0) keys = requested.filter((k) => typeof k === 'string');
    }
    const columnInfo = (name: string) => ({
      name,
      label: prettifyColumn(name),
      description: '',
      required: false,
      type: 'String',
      unique: false,
    });
    const all: Record<string, unknown> = {
      add_columns: options.addColumns.map(columnInfo),
      edit_columns: options.editColumns.map(columnInfo),
      filters: describeFilters(resource as ListResource<unknown>, OPERATOR_LABELS),
      permissions: permissionsOn(ctx.user, resource.permissionView, options.permissions),
      add_title: `Add ${options.title}`,
      edit_title: `Edit ${options.title}`,
    };
    return c.json(Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]])));
  };
}

/** A path id: a positive integer, else 404 as for an unknown row. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
