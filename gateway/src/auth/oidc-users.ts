import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../metadata/errors.ts';
import type { MetadataStore } from '../metadata/store.ts';
import type { AuthenticatedUser } from './authenticate.ts';
import { OAuthSignInError, type ProviderIdentity } from './oidc-client.ts';
import type { OAuthSettings } from './oidc-config.ts';
import { hashPassword } from './passwords.ts';

const USERNAME_MAX = 64;

/**
 * The roles a provider's user gets, as FAB's `_oauth_calculate_user_roles`: the roles
 * AUTH_ROLES_MAPPING gives the user's groups, and the registration role while registration is on
 * (pure; names, deduplicated, in a stable order).
 */
export function rolesForIdentity(
  settings: Pick<OAuthSettings, 'rolesMapping' | 'userRegistration' | 'userRegistrationRole'>,
  identity: Pick<ProviderIdentity, 'roleKeys'>,
): string[] {
  const names = new Set<string>();
  for (const key of identity.roleKeys) for (const role of settings.rolesMapping[key] ?? []) names.add(role);
  if (settings.userRegistration) names.add(settings.userRegistrationRole);
  return [...names].sort();
}

/** The ids of the roles that exist among these names (a mapped role that does not exist is skipped). */
async function roleIds(store: MetadataStore, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await store.prisma.role.findMany({ where: { name: { in: names } }, select: { id: true } });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The username a new account gets: the provider's username, else its e-mail, else `<provider>_<subject>` (pure). */
export function usernameForRegistration(provider: string, identity: ProviderIdentity): string {
  const candidate = identity.username ?? identity.email ?? `${provider}_${identity.subject}`;
  return candidate.slice(0, USERNAME_MAX);
}

async function countLogin(store: MetadataStore, userId: number): Promise<AuthenticatedUser> {
  return store.prisma.user.update({
    where: { id: userId },
    data: { loginCount: { increment: 1 }, lastLogin: new Date() },
    omit: { passwordHash: true },
  });
}

async function findExisting(store: MetadataStore, identity: ProviderIdentity) {
  const { prisma } = store;
  if (identity.username) {
    const byName = await prisma.user.findUnique({ where: { username: identity.username } });
    if (byName) return byName;
  }
  // An e-mail the provider has not verified could be anyone's: it never opens an existing account.
  if (identity.email && identity.emailVerified) {
    return prisma.user.findFirst({ where: { email: { equals: identity.email } } });
  }
  return null;
}

/**
 * The Chartroom user behind a provider's identity, as FAB's AUTH_OAUTH finds it: by username,
 * then by (verified) e-mail; an unknown user gets an account in the registration role when
 * registration is on. The account has a random password nobody knows (an administrator may set one).
 */
export async function signInWithIdentity(
  store: MetadataStore,
  settings: Pick<OAuthSettings, 'userRegistration' | 'userRegistrationRole' | 'rolesMapping' | 'rolesSyncAtLogin'>,
  provider: string,
  identity: ProviderIdentity,
): Promise<AuthenticatedUser> {
  if (!identity.username && !identity.email) {
    throw new OAuthSignInError('claims', 'the provider named neither a username nor an e-mail');
  }
  const existing = await findExisting(store, identity);
  if (existing) {
    if (!existing.active) throw new OAuthSignInError('inactive', `user ${existing.username} is deactivated`);
    if (settings.rolesSyncAtLogin) {
      // AUTH_ROLES_SYNC_AT_LOGIN: the provider's groups decide the roles at every sign-in.
      const ids = await roleIds(store, rolesForIdentity(settings, identity));
      await store.prisma.$transaction([
        store.prisma.userRole.deleteMany({ where: { userId: existing.id, roleId: { notIn: ids } } }),
        ...ids.map((roleId) =>
          store.prisma.userRole.upsert({
            where: { userId_roleId: { userId: existing.id, roleId } },
            create: { userId: existing.id, roleId },
            update: {},
          }),
        ),
      ]);
    }
    return countLogin(store, existing.id);
  }
  if (!settings.userRegistration) throw new OAuthSignInError('registration', 'unknown user and registration is off');
  const ids = await roleIds(store, rolesForIdentity(settings, identity));
  if (ids.length === 0) {
    throw new OAuthSignInError('role', `registration role ${settings.userRegistrationRole} does not exist`);
  }
  const username = usernameForRegistration(provider, identity);
  // The e-mail is unique: when another account holds it (unverified here), the new one goes without.
  const emailTaken = identity.email ? (await store.prisma.user.count({ where: { email: identity.email } })) > 0 : false;
  try {
    const created = await store.prisma.user.create({
      data: {
        username,
        firstName: identity.firstName.slice(0, 64),
        lastName: identity.lastName.slice(0, 64),
        email: emailTaken ? null : identity.email,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        roles: { create: ids.map((roleId) => ({ roleId })) },
      },
    });
    return countLogin(store, created.id);
  } catch (err) {
    // Two first sign-ins at once: the other created the account; use it.
    if (!isUniqueViolation(err)) throw err;
    const winner = await store.prisma.user.findUnique({ where: { username } });
    if (!winner?.active) throw err;
    return countLogin(store, winner.id);
  }
}
