import type { User } from '../metadata/index.ts';
import type { MetadataStore } from '../metadata/store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export type AuthenticatedUser = Omit<User, 'passwordHash'>;

// Unknown usernames still pay for one argon2 verification, so response time does not reveal
// which usernames exist.
let dummyHash: Promise<string> | null = null;

/**
 * Checks a username and password. Returns the user (without its hash) and counts the login, or
 * null for an unknown user, a wrong password or a deactivated account.
 */
export async function authenticate(
  store: MetadataStore,
  username: string,
  password: string,
): Promise<AuthenticatedUser | null> {
  const user = await store.prisma.user.findUnique({ where: { username } });
  if (!user?.active) {
    dummyHash ??= hashPassword('chartroom-timing-equaliser');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  const updated = await store.prisma.user.update({
    where: { id: user.id },
    data: { loginCount: { increment: 1 }, lastLogin: new Date() },
    omit: { passwordHash: true },
  });
  return updated;
}
