import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { isUniqueViolation } from '../metadata/errors.ts';
import type { MetadataStore } from '../metadata/store.ts';
import { hashPassword } from './passwords.ts';
import {
  ALL_PERMISSIONS,
  BUILTIN_ROLES,
  type BuiltinRole,
  DATA_ACCESS_PERMISSIONS,
  PUBLIC_ROLE,
  REVOKED_FROM_ROLE,
  ROLE_PERMISSIONS,
  splitPermissionKey,
} from './permissions.ts';
import { loadSecretMaterial } from './secret-material.ts';
import { installSecretKey } from './secrets.ts';

export const ADMIN_USERNAME = 'admin';

export interface BootstrapOutcome {
  /** True when this call created the admin user (false when it existed or another node won). */
  adminCreated: boolean;
  /** Set only when this call generated the admin password (it was also printed once). */
  generatedAdminPassword: string | null;
}

/** Creates a row unless a concurrent process already did; the unique constraint decides. */
async function createIgnoringDuplicate(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * Inserts rows in one statement; if a concurrent process inserted some of them first (the whole
 * statement fails), falls back to row by row, skipping the ones that now exist.
 */
async function createAllIgnoringDuplicates<T>(
  rows: T[],
  createMany: (rows: T[]) => Promise<unknown>,
  createOne: (row: T) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  if (await createIgnoringDuplicate(() => createMany(rows))) return;
  for (const row of rows) await createIgnoringDuplicate(() => createOne(row));
}

async function ensurePermissions(store: MetadataStore): Promise<Map<string, number>> {
  const { prisma } = store;
  const key = (p: { name: string; viewMenu: string }) => `${p.name}:${p.viewMenu}`;
  const existing = new Set((await prisma.permission.findMany()).map(key));
  await createAllIgnoringDuplicates(
    ALL_PERMISSIONS.filter((wanted) => !existing.has(wanted)).map(splitPermissionKey),
    (data) => prisma.permission.createMany({ data }),
    (data) => prisma.permission.create({ data }),
  );
  return new Map((await prisma.permission.findMany()).map((p) => [key(p), p.id]));
}

/**
 * Built-in roles get every permission of their definition that they lack. Permissions granted
 * by an administrator beyond the definition are left alone, except the admin-only ones, which no
 * built-in role but Admin keeps, and the SQL Lab only ones, which Alpha and Gamma do not keep.
 */
async function ensureRoles(store: MetadataStore, permissionIds: Map<string, number>): Promise<Map<string, number>> {
  const { prisma } = store;
  const builtin = { name: { in: [...BUILTIN_ROLES] } };
  const present = new Set((await prisma.role.findMany({ where: builtin })).map((r) => r.name));
  await createAllIgnoringDuplicates(
    BUILTIN_ROLES.filter((name) => !present.has(name)).map((name) => ({ name })),
    (data) => prisma.role.createMany({ data }),
    (data) => prisma.role.create({ data }),
  );
  const roles = await prisma.role.findMany({ where: builtin, include: { permissions: true } });
  const missing: { roleId: number; permissionId: number }[] = [];
  for (const role of roles) {
    const granted = new Set(role.permissions.map((rp) => rp.permissionId));
    for (const wanted of ROLE_PERMISSIONS[role.name as BuiltinRole]) {
      const permissionId = permissionIds.get(wanted);
      if (permissionId === undefined) throw new Error(`permission ${wanted} missing after creation`);
      if (!granted.has(permissionId)) missing.push({ roleId: role.id, permissionId });
    }
  }
  await createAllIgnoringDuplicates(
    missing,
    (data) => prisma.rolePermission.createMany({ data }),
    (data) => prisma.rolePermission.create({ data }),
  );
  // Earlier versions gave Alpha admin-only and SQL Lab permissions; like Superset's `init`, a start
  // takes back from each built-in role what Superset does not give it.
  for (const role of roles) {
    const revoked = REVOKED_FROM_ROLE[role.name as BuiltinRole]
      .map((key) => permissionIds.get(key))
      .filter((id): id is number => id !== undefined);
    if (revoked.length === 0) continue;
    await prisma.rolePermission.deleteMany({ where: { roleId: role.id, permissionId: { in: revoked } } });
  }
  return new Map(roles.map((r) => [r.name, r.id]));
}

/**
 * The Public role (FAB's AUTH_ROLE_PUBLIC) exists from the start, empty unless given permissions.
 * With PUBLIC_ROLE_LIKE, Superset's `copy_role(PUBLIC_ROLE_LIKE, Public, merge=True)` runs at every
 * start: Public gets that role's permissions, and keeps the data access permissions (datasource,
 * schema, database access) an administrator granted it.
 */
async function ensurePublicRole(
  store: MetadataStore,
  publicRoleLike: string | null,
  permissionIds: Map<string, number>,
): Promise<void> {
  const { prisma } = store;
  await createIgnoringDuplicate(() => prisma.role.create({ data: { name: PUBLIC_ROLE } }));
  if (!publicRoleLike) return;
  if (publicRoleLike === PUBLIC_ROLE) throw new Error('CHARTROOM_PUBLIC_ROLE_LIKE cannot name the Public role itself');
  if (publicRoleLike.toLowerCase() === 'admin') {
    throw new Error('CHARTROOM_PUBLIC_ROLE_LIKE=Admin would let anonymous visitors administer Chartroom; choose Gamma');
  }
  let sourceIds: number[];
  if ((BUILTIN_ROLES as readonly string[]).includes(publicRoleLike)) {
    sourceIds = ROLE_PERMISSIONS[publicRoleLike as BuiltinRole]
      .map((key) => permissionIds.get(key))
      .filter((id): id is number => id !== undefined);
  } else {
    const source = await prisma.role.findUnique({ where: { name: publicRoleLike }, include: { permissions: true } });
    if (!source) throw new Error(`CHARTROOM_PUBLIC_ROLE_LIKE names the role "${publicRoleLike}", which does not exist`);
    sourceIds = source.permissions.map((rp) => rp.permissionId);
  }
  const role = await prisma.role.findUniqueOrThrow({
    where: { name: PUBLIC_ROLE },
    include: { permissions: { include: { permission: true } } },
  });
  const kept = role.permissions
    .filter((rp) => DATA_ACCESS_PERMISSIONS.includes(rp.permission.name))
    .map((rp) => rp.permissionId);
  const wanted = new Set([...sourceIds, ...kept]);
  const held = new Set(role.permissions.map((rp) => rp.permissionId));
  await prisma.rolePermission.deleteMany({
    where: { roleId: role.id, permissionId: { notIn: [...wanted] } },
  });
  await createAllIgnoringDuplicates(
    [...wanted].filter((id) => !held.has(id)).map((permissionId) => ({ roleId: role.id, permissionId })),
    (data) => prisma.rolePermission.createMany({ data }),
    (data) => prisma.rolePermission.create({ data }),
  );
}

async function ensureAdmin(
  store: MetadataStore,
  config: Config,
  adminRoleId: number,
  log: Logger,
): Promise<BootstrapOutcome> {
  const { prisma } = store;
  let outcome: BootstrapOutcome = { adminCreated: false, generatedAdminPassword: null };
  if (!(await prisma.user.findUnique({ where: { username: ADMIN_USERNAME } }))) {
    const generated = config.adminPassword ? null : randomBytes(18).toString('base64url');
    const password = config.adminPassword ?? generated ?? '';
    const created = await createIgnoringDuplicate(async () =>
      prisma.user.create({
        data: {
          username: ADMIN_USERNAME,
          firstName: 'admin',
          lastName: 'user',
          passwordHash: await hashPassword(password),
        },
      }),
    );
    if (created) {
      outcome = { adminCreated: true, generatedAdminPassword: generated };
      log.info({ username: ADMIN_USERNAME }, 'created the admin user');
      // Straight to stdout, never through the logger: log pipelines keep what they see.
      if (generated) process.stdout.write(`Chartroom admin password (shown once): ${generated}\n`);
    }
  }
  const admin = await prisma.user.findUniqueOrThrow({ where: { username: ADMIN_USERNAME }, include: { roles: true } });
  if (!admin.roles.some((r) => r.roleId === adminRoleId)) {
    await createIgnoringDuplicate(() => prisma.userRole.create({ data: { userId: admin.id, roleId: adminRoleId } }));
  }
  return outcome;
}

/**
 * Makes the security model ready: permissions, the Admin/Alpha/Gamma/sql_lab and Public roles, the admin user and the
 * shared secret behind tokens and encrypted secrets. Idempotent, and safe when several processes
 * start at once (unique constraints decide the races).
 */
export async function bootstrapSecurity(store: MetadataStore, config: Config, log: Logger): Promise<BootstrapOutcome> {
  installSecretKey(await loadSecretMaterial(store));
  const permissionIds = await ensurePermissions(store);
  const roleIds = await ensureRoles(store, permissionIds);
  await ensurePublicRole(store, config.publicRoleLike, permissionIds);
  const adminRoleId = roleIds.get('Admin');
  if (adminRoleId === undefined) throw new Error('Admin role missing after creation');
  return ensureAdmin(store, config, adminRoleId, log);
}
