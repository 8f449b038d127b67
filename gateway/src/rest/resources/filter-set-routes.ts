import type { Context, Hono } from 'hono';
import type { FilterSet } from '../../metadata/index.ts';
import { readFields } from '../body.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { canEditDashboard, findVisibleDashboard } from './dashboard-access.ts';
import { isoNaive } from './humanize.ts';

type Errors = Record<string, string[]>;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export const FILTER_SET_DENIED = 'You do not have permission to change this filter set.';

function checkJsonMetadata(raw: unknown, errors: Errors): void {
  if (typeof raw !== 'string') {
    errors.json_metadata = ['Not a valid string.'];
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    errors.json_metadata = ['JSON not valid'];
    return;
  }
  if (!isObject(value) || !isObject(value.nativeFilters)) {
    errors.json_metadata = ['nativeFilters: Missing data for required field.'];
  } else if (value.dataMask !== undefined && !isObject(value.dataMask)) {
    errors.json_metadata = ['dataMask: Not a valid mapping type.'];
  }
}

function checkText(body: Record<string, unknown>, key: string, min: number, max: number, errors: Errors): void {
  const v = body[key];
  if (v === undefined || v === null) return;
  if (typeof v !== 'string') errors[key] = ['Not a valid string.'];
  else if (v.length < min || v.length > max) errors[key] = [`Length must be between ${min} and ${max}.`];
}

function serialize(f: FilterSet) {
  let params: unknown = null;
  try {
    params = JSON.parse(f.jsonMetadata);
  } catch {
    params = null;
  }
  return {
    id: f.id,
    created_on: isoNaive(f.createdOn),
    changed_on: isoNaive(f.changedOn),
    created_by_fk: f.createdById,
    changed_by_fk: f.changedById,
    name: f.name,
    description: f.description,
    json_metadata: f.jsonMetadata,
    owner_type: f.ownerType,
    owner_id: f.ownerId,
    dashboard_id: f.dashboardId,
    params,
  };
}

/** server-semantics §9: admins see every set; others their own User sets and the Dashboard sets of dashboards they own. */
function visibleTo(user: RequestUser, set: FilterSet, ownsDashboard: boolean): boolean {
  if (user.isAdmin) return true;
  if (set.ownerType === 'User') return set.ownerId === user.id;
  return ownsDashboard;
}

/** A set may be changed by an admin, its User owner, or an owner of its dashboard (Dashboard sets). */
const mayChange = visibleTo;

async function dashboardFor(c: Context<AppEnv>) {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_read', 'Dashboard');
  const dashboard = await findVisibleDashboard(ctx, c.req.param('id'), { owners: { select: { userId: true } } });
  return { ctx, dashboard, ownsDashboard: canEditDashboard(ctx.user, dashboard) };
}

export function mountFilterSetRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/dashboard/:id/filtersets', async (c) => {
    const { ctx, dashboard, ownsDashboard } = await dashboardFor(c);
    const rows = await ctx.prisma.filterSet.findMany({ where: { dashboardId: dashboard.id }, orderBy: { id: 'asc' } });
    const visible = rows.filter((f) => visibleTo(ctx.user, f, ownsDashboard));
    return c.json({ count: visible.length, ids: visible.map((f) => f.id), result: visible.map(serialize) });
  });

  app.post('/api/v1/dashboard/:id/filtersets', async (c) => {
    const { ctx, dashboard, ownsDashboard } = await dashboardFor(c);
    const body = await readFields(c);
    const errors: Errors = {};
    if (body.name === undefined || body.name === null) errors.name = ['Missing data for required field.'];
    else checkText(body, 'name', 0, 500, errors);
    checkText(body, 'description', 1, 1000, errors);
    if (body.json_metadata === undefined) errors.json_metadata = ['Missing data for required field.'];
    else checkJsonMetadata(body.json_metadata, errors);
    if (body.owner_type === undefined) errors.owner_type = ['Missing data for required field.'];
    else if (body.owner_type !== 'User' && body.owner_type !== 'Dashboard') {
      errors.owner_type = ['Must be one of: User, Dashboard.'];
    }
    if (body.owner_type === 'User') {
      if (body.owner_id === undefined || body.owner_id === null)
        errors.owner_id = ['owner_id is required when owner_type is User'];
      else if (typeof body.owner_id !== 'number' || !Number.isSafeInteger(body.owner_id))
        errors.owner_id = ['Not a valid integer.'];
    }
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const ownerType = body.owner_type as 'User' | 'Dashboard';
    if (ownerType === 'User' && body.owner_id !== ctx.user.id) {
      throw new ForbiddenError('A filter set owned by a user can only be created for yourself.');
    }
    if (ownerType === 'Dashboard' && !ownsDashboard) throw new ForbiddenError(FILTER_SET_DENIED);
    const row = await ctx.prisma.filterSet.create({
      data: {
        name: body.name as string,
        description: (body.description as string | undefined) ?? null,
        jsonMetadata: body.json_metadata as string,
        ownerType,
        ownerId: ownerType === 'User' ? ctx.user.id : dashboard.id,
        dashboardId: dashboard.id,
        createdById: ctx.user.id,
        changedById: ctx.user.id,
      },
    });
    return c.json({ id: row.id, result: serialize(row) }, 201);
  });

  const target = async (c: Context<AppEnv>) => {
    const found = await dashboardFor(c);
    const pk = parseId(c.req.param('pk'));
    const set =
      pk === null
        ? null
        : await found.ctx.prisma.filterSet.findFirst({ where: { id: pk, dashboardId: found.dashboard.id } });
    if (!set || !visibleTo(found.ctx.user, set, found.ownsDashboard)) throw new NotFoundError();
    if (!mayChange(found.ctx.user, set, found.ownsDashboard)) throw new ForbiddenError(FILTER_SET_DENIED);
    return { ...found, set };
  };

  app.put('/api/v1/dashboard/:id/filtersets/:pk', async (c) => {
    const { ctx, set, dashboard, ownsDashboard } = await target(c);
    const body = await readFields(c);
    const errors: Errors = {};
    checkText(body, 'name', 0, 500, errors);
    checkText(body, 'description', 1, 1000, errors);
    if (body.json_metadata !== undefined) checkJsonMetadata(body.json_metadata, errors);
    if (body.owner_type !== undefined && body.owner_type !== 'Dashboard') {
      errors.owner_type = ['Must be one of: Dashboard.'];
    }
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    if (body.owner_type === 'Dashboard' && !ownsDashboard) throw new ForbiddenError(FILTER_SET_DENIED);
    const row = await ctx.prisma.filterSet.update({
      where: { id: set.id },
      data: {
        ...(body.name !== undefined ? { name: body.name as string } : {}),
        ...(body.description !== undefined ? { description: body.description as string | null } : {}),
        ...(body.json_metadata !== undefined ? { jsonMetadata: body.json_metadata as string } : {}),
        ...(body.owner_type === 'Dashboard' ? { ownerType: 'Dashboard', ownerId: dashboard.id } : {}),
        changedById: ctx.user.id,
      },
    });
    return c.json({ id: row.id, result: serialize(row) });
  });

  app.delete('/api/v1/dashboard/:id/filtersets/:pk', async (c) => {
    const { ctx, set } = await target(c);
    await ctx.prisma.filterSet.delete({ where: { id: set.id } });
    return c.json({ id: set.id, message: 'OK' });
  });
}
