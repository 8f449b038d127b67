import type { Context, Hono } from 'hono';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../metadata/index.ts';
import { readJson } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, UnprocessableError } from '../errors.ts';
import { CONTROL_CHARACTERS } from '../resources/user-write.ts';
import { clientAddress } from './client-address.ts';
import { passwordProblems } from './password-policy.ts';
import { currentUser, requireUser } from './session.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Every signed-in user edits their own profile (names, e-mail) and password; the username, roles
 * and active flag stay an administrator's to change.
 */
export function mountProfileRoutes(app: Hono<AppEnv>): void {
  app.put('/api/v1/me', requireUser, async (c) => {
    const user = currentUser(c);
    const body = await readObject(c);
    const errors: Record<string, string[]> = {};
    const data: { firstName?: string; lastName?: string; email?: string | null } = {};
    for (const key of Object.keys(body)) {
      if (!['first_name', 'last_name', 'email'].includes(key)) errors[key] = ['Unknown field.'];
    }
    for (const [key, field] of [
      ['first_name', 'firstName'],
      ['last_name', 'lastName'],
    ] as const) {
      const value = body[key];
      if (value === undefined) continue;
      if (typeof value !== 'string') errors[key] = ['Not a valid string.'];
      else if (CONTROL_CHARACTERS.test(value)) errors[key] = ['Must not contain control characters.'];
      else if (value.trim().length === 0) errors[key] = ['Missing data for required field.'];
      else if (value.trim().length > 64) errors[key] = ['Longer than maximum length 64.'];
      else data[field] = value.trim();
    }
    if (body.email !== undefined) {
      if (body.email === null || body.email === '') data.email = null;
      else if (
        typeof body.email !== 'string' ||
        CONTROL_CHARACTERS.test(body.email) ||
        !EMAIL.test(body.email.trim())
      ) {
        errors.email = ['Not a valid email address.'];
      } else data.email = body.email.trim();
    }
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const { prisma } = c.get('services').store;
    if (data.email) {
      const other = await prisma.user.findFirst({ where: { email: data.email } });
      if (other && other.id !== user.id) {
        throw new UnprocessableError({ email: ['A user with this email already exists.'] });
      }
    }
    try {
      const row = await prisma.user.update({ where: { id: user.id }, data });
      c.get('services').userContexts.invalidate(user.id);
      return c.json({
        result: {
          id: row.id,
          username: row.username,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
        },
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new UnprocessableError({ email: ['A user with this email already exists.'] });
      throw err;
    }
  });

  // The current password is required, and wrong guesses count against the login limits.
  app.put('/api/v1/me/password', requireUser, async (c) => {
    const user = currentUser(c);
    const body = await readObject(c);
    const errors: Record<string, string[]> = {};
    for (const key of Object.keys(body)) {
      if (key !== 'current_password' && key !== 'password') errors[key] = ['Unknown field.'];
    }
    for (const key of ['current_password', 'password']) {
      const value = body[key];
      if (value === undefined || value === null || value === '') errors[key] = ['Missing data for required field.'];
      else if (typeof value !== 'string') errors[key] = ['Not a valid string.'];
    }
    if (!errors.password && typeof body.password === 'string') {
      const problems = passwordProblems(body.password, user.username);
      if (problems.length > 0) errors.password = problems;
    }
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const { loginThrottle, store } = c.get('services');
    const address = clientAddress(c.req.raw);
    const wait = await loginThrottle.retryAfter(user.username, address);
    if (wait !== null) {
      return c.json({ message: `Too many failed attempts. Try again in ${wait} seconds.` }, 429, {
        'Retry-After': String(wait),
      });
    }
    const row = await store.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    if (!(await verifyPassword(row.passwordHash, body.current_password as string))) {
      await loginThrottle.failed(user.username, address);
      throw new UnprocessableError({ current_password: ['The current password is not correct.'] });
    }
    if (body.password === body.current_password) {
      throw new UnprocessableError({ password: ['The new password must differ from the current one.'] });
    }
    await store.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(body.password as string) },
    });
    c.get('log').info({ userId: user.id }, 'password changed');
    return c.json({ message: 'OK' });
  });
}
