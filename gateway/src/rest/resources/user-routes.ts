import type { Context, Hono } from 'hono';
import { hashPassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan, can } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { readObjectBody } from './annotation-layer-routes.ts';
import { mountRoleRoutes } from './role-routes.ts';
import { mountPermissionResourceRoutes } from './security-permissions-routes.ts';
import { fullRow, userInclude, userResource } from './user-resource.ts';
import { type UserInput, validateUserBody } from './user-write.ts';

/** Columns only user administrators may search or sort by: each answer would tell who has which address. */
const ADMIN_ONLY_COLUMNS = new Set(['email']);

const USER_COLUMNS = ['active', 'email', 'first_name', 'last_name', 'password', 'roles', 'username'];

/**
 * FAB's answer to a column the caller may not filter on. Everyone else may look users up (owners
 * are shown on every chart) but not probe e-mail addresses through filters or sort order.
 */
function assertNoPrivateColumns(raw: string | undefined): void {
  const query = parseRisonParam(raw);
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return;
  const { filters, order_column: orderColumn } = query as { filters?: unknown; order_column?: unknown };
  for (const f of Array.isArray(filters) ? filters : []) {
    const col = (f as { col?: unknown } | null)?.col;
    if (typeof col === 'string' && ADMIN_ONLY_COLUMNS.has(col)) {
      throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
    }
  }
  if (typeof orderColumn === 'string' && ADMIN_ONLY_COLUMNS.has(orderColumn)) {
    throw new BadRequestError(`Invalid order by column: ${orderColumn}`);
  }
}

/** 422 in FAB's field shape when a role id names no role: nothing is written. */
async function assertRolesExist(ctx: ListContext, roles: number[] | undefined): Promise<void> {
  if (!roles) return;
  const found = await ctx.prisma.role.findMany({ where: { id: { in: roles } }, select: { id: true } });
  const missing = roles.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) throw new UnprocessableError({ roles: [`Unknown role id(s): ${missing.join(', ')}`] });
}

/** Username and e-mail are unique: a taken one is a 422 naming the field. */
async function assertUnique(ctx: ListContext, input: UserInput, exceptId?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.username !== undefined) {
    const other = await ctx.prisma.user.findUnique({ where: { username: input.username } });
    if (other && other.id !== exceptId) errors.username = ['A user with this username already exists.'];
  }
  if (input.email) {
    const other = await ctx.prisma.user.findFirst({ where: { email: { equals: input.email } } });
    if (other && other.id !== exceptId) errors.email = ['A user with this email already exists.'];
  }
  if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
}

const uniqueRace = () => new UnprocessableError({ username: ['A user with this username or email already exists.'] });

async function oneUser(ctx: ListContext, id: number) {
  const user = await ctx.prisma.user.findUnique({ where: { id }, include: userInclude });
  if (!user) throw new NotFoundError();
  return user;
}

/** Whether the roles (ids) include one that makes an administrator (named "admin" in any case). */
async function grantsAdmin(ctx: ListContext, roles: number[]): Promise<boolean> {
  const found = await ctx.prisma.role.findMany({ where: { id: { in: roles } }, select: { name: true } });
  return found.some((r) => r.name.toLowerCase() === 'admin');
}

function userId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null) throw new NotFoundError();
  return id;
}

/**
 * FAB's security users API (`/api/v1/security/users/`). Everyone signed in, and the anonymous
 * visitor while Public grants something, may list names (owners are shown everywhere); reading
 * accounts in full needs can_read on User, writing them can_write (Admin). A deactivated user's sessions and tokens stop working on the next request: every write
 * clears the user-context cache and an inactive user resolves to no user.
 */
export function mountUserRoutes(app: Hono<AppEnv>): void {
  const list = listHandler(userResource);
  app.get('/api/v1/security/users', async (c) => {
    if (!can(listContext(c).user, 'can_read', 'User')) assertNoPrivateColumns(c.req.query('q'));
    return list(c);
  });
  app.get(
    '/api/v1/security/users/_info',
    infoHandler(userResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: USER_COLUMNS,
      editColumns: USER_COLUMNS,
      title: 'User',
    }),
  );

  app.get('/api/v1/security/users/:id', async (c) => {
    const ctx = listContext(c);
    const id = userId(c);
    if (id !== ctx.user.id) assertCan(ctx.user, 'can_read', 'User');
    const user = await oneUser(ctx, id);
    return c.json({ id: user.id, result: fullRow(user) });
  });

  app.post('/api/v1/security/users', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'User');
    const { input, errors } = validateUserBody(await readObjectBody(c), false);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await assertRolesExist(ctx, input.roles);
    await assertUnique(ctx, input);
    try {
      const created = await ctx.prisma.user.create({
        data: {
          username: input.username as string,
          firstName: input.first_name as string,
          lastName: input.last_name as string,
          email: input.email ?? null,
          active: input.active ?? true,
          passwordHash: await hashPassword(input.password as string),
          roles: { create: (input.roles ?? []).map((roleId) => ({ roleId })) },
        },
        include: userInclude,
      });
      c.get('log').info({ userId: created.id, by: ctx.user.id }, 'user created');
      return c.json({ id: created.id, result: fullRow(created) }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw uniqueRace();
      throw err;
    }
  });

  app.put('/api/v1/security/users/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'User');
    const existing = await oneUser(ctx, userId(c));
    const { input, errors } = validateUserBody(await readObjectBody(c), true, existing.username);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await assertRolesExist(ctx, input.roles);
    await assertUnique(ctx, input, existing.id);
    // An administrator cannot lock themselves out: no self-deactivation, no dropping one's own Admin role.
    if (existing.id === ctx.user.id) {
      if (input.active === false) throw new UnprocessableError({ active: ['You cannot deactivate your own account.'] });
      if (input.roles && ctx.user.isAdmin && !(await grantsAdmin(ctx, input.roles))) {
        throw new UnprocessableError({ roles: ['You cannot remove the Admin role from your own account.'] });
      }
    }
    try {
      const updated = await ctx.prisma.$transaction(async (tx) => {
        if (input.roles) {
          await tx.userRole.deleteMany({ where: { userId: existing.id } });
          await tx.userRole.createMany({ data: input.roles.map((roleId) => ({ userId: existing.id, roleId })) });
        }
        return tx.user.update({
          where: { id: existing.id },
          data: {
            ...(input.username !== undefined ? { username: input.username } : {}),
            ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
            ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
            ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
          },
          include: userInclude,
        });
      });
      c.get('services').userContexts.invalidate(existing.id);
      c.get('log').info({ userId: existing.id, by: ctx.user.id }, 'user updated');
      return c.json({ id: updated.id, result: fullRow(updated) });
    } catch (err) {
      if (isUniqueViolation(err)) throw uniqueRace();
      throw err;
    }
  });

  app.delete('/api/v1/security/users/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'User');
    const existing = await oneUser(ctx, userId(c));
    if (existing.id === ctx.user.id) throw new UnprocessableError('You cannot delete your own account.');
    // Ownership links and favourites go with the user; created/changed-by references become empty.
    await ctx.prisma.user.delete({ where: { id: existing.id } });
    c.get('services').userContexts.invalidate(existing.id);
    c.get('log').info({ userId: existing.id, by: ctx.user.id }, 'user deleted');
    return c.json({ message: 'OK' });
  });

  // The role and permission APIs live beside the user API (FAB's security API group).
  mountRoleRoutes(app);
  mountPermissionResourceRoutes(app);
}
