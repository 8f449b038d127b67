import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import { ROLE_PERMISSIONS, splitPermissionKey } from '../../gateway/src/auth/permissions.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { suffix } from './fixtures.ts';

/**
 * A user whose role is Gamma without all_datasource_access, plus the given extra permissions
 * (e.g. `datasource_access:[examples].[t](id:3)`): a reader who sees only granted datasets.
 */
export async function createRestrictedUser(
  store: MetadataStore,
  password: string,
  extra: string[] = [],
): Promise<{ id: number; username: string }> {
  const keys = [...ROLE_PERMISSIONS.Gamma.filter((k) => !k.startsWith('all_datasource_access')), ...extra];
  const tag = suffix();
  const permissionIds: number[] = [];
  for (const key of keys) {
    const { name, viewMenu } = splitPermissionKey(key as `${string}:${string}`);
    const row = await store.prisma.permission.upsert({
      where: { name_viewMenu: { name, viewMenu } },
      create: { name, viewMenu },
      update: {},
    });
    permissionIds.push(row.id);
  }
  const role = await store.prisma.role.create({
    data: {
      name: `Restricted_${tag}`,
      permissions: { create: permissionIds.map((permissionId) => ({ permissionId })) },
    },
  });
  const username = `restricted_${tag}`;
  const user = await store.prisma.user.create({
    data: {
      username,
      firstName: 'Restricted',
      lastName: 'Reader',
      email: `${username}@example.com`,
      passwordHash: await hashPassword(password),
      roles: { create: [{ roleId: role.id }] },
    },
  });
  return { id: user.id, username };
}
