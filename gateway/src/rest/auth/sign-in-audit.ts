import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { clientAddress } from './client-address.ts';

/** Why a password sign-in was refused, as the audit log says it (the caller only hears "invalid"). */
export type SignInFailure = 'unknown user' | 'wrong password' | 'account deactivated' | 'too many failed sign-ins';

/** A successful sign-in, in the audit log. */
export async function auditSignIn(c: Context<AppEnv>, user: { id: number; username: string }): Promise<void> {
  await c
    .get('services')
    .audit.signIn({ action: 'sign_in', username: user.username, userId: user.id, ipAddress: clientAddress(c.req.raw) });
}

/**
 * A refused sign-in, in the audit log: the user name tried, the address and why. Whether the name
 * exists is looked up here, after the refusal was decided, so the answer the caller gets and its
 * timing do not depend on it.
 */
export async function auditFailedSignIn(c: Context<AppEnv>, username: string, throttled = false): Promise<void> {
  const { audit, store } = c.get('services');
  let reason: SignInFailure = 'too many failed sign-ins';
  let userId: number | null = null;
  try {
    const user = await store.prisma.user.findUnique({ where: { username }, select: { id: true, active: true } });
    userId = user?.id ?? null;
    if (!throttled) reason = !user ? 'unknown user' : user.active ? 'wrong password' : 'account deactivated';
  } catch {
    if (!throttled) reason = 'wrong password';
  }
  await audit.signIn({ action: 'sign_in_failed', username, userId, ipAddress: clientAddress(c.req.raw), reason });
}

/** A sign-out of a session, in the audit log. */
export async function auditSignOut(c: Context<AppEnv>, user: { id: number; username: string } | null): Promise<void> {
  if (!user) return;
  await c.get('services').audit.signIn({
    action: 'sign_out',
    username: user.username,
    userId: user.id,
    ipAddress: clientAddress(c.req.raw),
  });
}
