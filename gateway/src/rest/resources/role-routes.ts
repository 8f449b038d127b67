import type { Context, Hono } from 'hono';
import { PUBLIC_ROLE } from '../../auth/permissions.ts';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { readObjectBody } from './annotation-layer-routes.ts';
import { isReservedRoleName, roleInclude, roleResource, serializeRole } from './role-resource.ts';
import { CONTROL_CHARACTERS } from './user-write.ts';

const ROLE_VIEW = 'Role';
const NAME_TAKEN = 'A role with this name already exists.';

/** `{name}`: 1-64 characters, trimmed, not a reserved role name (a custom "admin" would make administrators). */
function validateRoleBody(body: Record<string, unknown>): string {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (key !== 'name') errors[key] = ['Unknown field.'];
  const raw = body.name;
  let name = '';
  if (raw === undefined || raw === null) errors.name = ['Missing data for required field.'];
  else if (typeof raw !== 'string') errors.name = ['Not a valid string.'];
  else {
    name = raw.trim();
    if (CONTROL_CHARACTERS.test(name)) errors.name = ['Must not contain control characters.'];
    else if (name.length === 0) errors.name = ['Missing data for required field.'];
    else if (name.length > 64) errors.name = ['Longer than maximum length 64.'];
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  if (isReservedRoleName(name)) throw new UnprocessableError({ name: [`${name} is a built-in role name.`] });
  return name;
}

function roleId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null) throw new NotFoundError();
  return id;
}

async function oneRole(ctx: ListContext, id: number) {
  const role = await ctx.prisma.role.findUnique({ where: { id }, include: roleInclude });
  if (!role) throw new NotFoundError();
  return role;
}

/** Built-in roles are reset at every start: changing them through the API would not last. */
function assertCustom(name: string): void {
  if (isReservedRoleName(name)) {
    throw new UnprocessableError(`${name} is a built-in role and cannot be changed; copy it into a new role instead.`);
  }
}

async function assertNameFree(ctx: ListContext, name: string, exceptId?: number): Promise<void> {
  const other = await ctx.prisma.role.findUnique({ where: { name } });
  if (other && other.id !== exceptId) throw new UnprocessableError({ name: [NAME_TAKEN] });
}

/** `permission_view_menu_ids`: a list of existing permission ids (deduplicated). */
async function readPermissionIds(ctx: ListContext, body: Record<string, unknown>): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (key !== 'permission_view_menu_ids') errors[key] = ['Unknown field.'];
  const ids = body.permission_view_menu_ids;
  if (ids === undefined || ids === null) errors.permission_view_menu_ids = ['Missing data for required field.'];
  else if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    errors.permission_view_menu_ids = ['Not a valid list of permission ids.'];
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  const wanted = [...new Set(ids as number[])];
  const found = await ctx.prisma.permission.findMany({ where: { id: { in: wanted } }, select: { id: true } });
  const missing = wanted.filter((id) => !found.some((p) => p.id === id));
  if (missing.length > 0) {
    throw new UnprocessableError({ permission_view_menu_ids: [`Unknown permission id(s): ${missing.join(', ')}`] });
  }
  return wanted;
}

/**
 * FAB's security roles API: list, get, create, rename, delete, and a role's permissions
 * (`GET|POST /api/v1/security/roles/<id>/permissions/`, the POST replacing them). Admin only.
 */
export function mountRoleRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/security/roles', listHandler(roleResource));
  app.get(
    '/api/v1/security/roles/_info',
    infoHandler(roleResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: ['name'],
      editColumns: ['name'],
      title: 'Role',
    }),
  );

  app.get('/api/v1/security/roles/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', ROLE_VIEW);
    const role = await oneRole(ctx, roleId(c));
    return c.json({ id: role.id, result: serializeRole(role) });
  });

  app.post('/api/v1/security/roles', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ROLE_VIEW);
    const name = validateRoleBody(await readObjectBody(c));
    await assertNameFree(ctx, name);
    try {
      const role = await ctx.prisma.role.create({ data: { name } });
      c.get('log').info({ roleId: role.id, by: ctx.user.id }, 'role created');
      return c.json({ id: role.id, result: { name: role.name } }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw new UnprocessableError({ name: [NAME_TAKEN] });
      throw err;
    }
  });

  app.put('/api/v1/security/roles/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ROLE_VIEW);
    const role = await oneRole(ctx, roleId(c));
    assertCustom(role.name);
    const name = validateRoleBody(await readObjectBody(c));
    await assertNameFree(ctx, name, role.id);
    try {
      const updated = await ctx.prisma.role.update({ where: { id: role.id }, data: { name } });
      return c.json({ id: updated.id, result: { name: updated.name } });
    } catch (err) {
      if (isUniqueViolation(err)) throw new UnprocessableError({ name: [NAME_TAKEN] });
      throw err;
    }
  });

  app.delete('/api/v1/security/roles/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ROLE_VIEW);
    const role = await oneRole(ctx, roleId(c));
    assertCustom(role.name);
    // Deleting a role that people hold would silently take their access away (or leave them with none).
    if (role.users.length > 0) {
      throw new UnprocessableError(
        `Role ${role.name} is assigned to ${role.users.length} user(s); give them another role first.`,
      );
    }
    await ctx.prisma.role.delete({ where: { id: role.id } });
    c.get('log').info({ roleId: role.id, by: ctx.user.id }, 'role deleted');
    return c.json({ message: 'OK' });
  });

  app.get('/api/v1/security/roles/:id/permissions', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', ROLE_VIEW);
    const role = await oneRole(ctx, roleId(c));
    const permissions = await ctx.prisma.permission.findMany({
      where: { roles: { some: { roleId: role.id } } },
      orderBy: [{ viewMenu: 'asc' }, { name: 'asc' }],
    });
    return c.json({
      result: permissions.map((p) => ({ id: p.id, permission_name: p.name, view_menu_name: p.viewMenu })),
    });
  });

  app.post('/api/v1/security/roles/:id/permissions', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ROLE_VIEW);
    const role = await oneRole(ctx, roleId(c));
    // Public's permissions are the administrator's to choose (what anonymous visitors may do), as in
    // Superset; its name stays. With PUBLIC_ROLE_LIKE a start replaces all but its data access.
    if (role.name !== PUBLIC_ROLE) assertCustom(role.name);
    const ids = await readPermissionIds(ctx, await readObjectBody(c));
    await ctx.prisma.$transaction([
      ctx.prisma.rolePermission.deleteMany({ where: { roleId: role.id } }),
      ctx.prisma.rolePermission.createMany({ data: ids.map((permissionId) => ({ roleId: role.id, permissionId })) }),
    ]);
    c.get('services').userContexts.clear();
    c.get('log').info({ roleId: role.id, by: ctx.user.id, permissions: ids.length }, 'role permissions set');
    return c.json({ result: { permission_view_menu_ids: ids } });
  });
}
