import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MetadataStore } from '../metadata/store.ts';
import { createTestDatabase, silentLogger, type TestDatabase } from '../metadata/testing.ts';
import { authenticate } from './authenticate.ts';
import { bootstrapSecurity } from './bootstrap.ts';
import { hashPassword } from './passwords.ts';
import { ALL_PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';
import { SECRET_KEY_SETTING } from './secret-material.ts';
import { decryptSecret, encryptSecret } from './secrets.ts';
import { createTokenService } from './tokens.ts';
import { loadUserContext } from './user-context.ts';

const PASSWORD_LINE = /^Chartroom admin password \(shown once\): (\S+)\n$/;

function capturePasswordLines(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    if (typeof chunk === 'string' && chunk.startsWith('Chartroom admin password')) lines.push(chunk);
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

async function addUser(store: MetadataStore, username: string, password: string, role: string, active = true) {
  const { id: roleId } = await store.prisma.role.findUniqueOrThrow({ where: { name: role } });
  return store.prisma.user.create({
    data: { username, passwordHash: await hashPassword(password), active, roles: { create: { roleId } } },
  });
}

describe.each(['sqlite', 'postgresql'] as const)('security on %s', (provider) => {
  let db: TestDatabase;
  let store: MetadataStore;
  let other: MetadataStore;
  let adminPassword: string;

  beforeAll(async () => {
    db = await createTestDatabase(provider);
    store = await db.open();
    other = await db.open();
    const captured = capturePasswordLines();
    try {
      // Two "nodes" bootstrapping at once, then one of them again.
      const outcomes = await Promise.all([
        bootstrapSecurity(store, db.config, silentLogger),
        bootstrapSecurity(other, db.config, silentLogger),
      ]);
      const again = await bootstrapSecurity(store, db.config, silentLogger);
      expect(outcomes.filter((o) => o.adminCreated)).toHaveLength(1);
      expect(again).toEqual({ adminCreated: false, generatedAdminPassword: null });
    } finally {
      captured.restore();
    }
    expect(captured.lines).toHaveLength(1);
    adminPassword = PASSWORD_LINE.exec(captured.lines[0] ?? '')?.[1] ?? '';
    expect(adminPassword.length).toBeGreaterThanOrEqual(20);
  });

  afterAll(async () => {
    await store?.close();
    await other?.close();
    await db?.drop();
  });

  it('bootstraps roles, permissions and one admin, however often it runs', async () => {
    expect(await store.prisma.permission.count()).toBe(ALL_PERMISSIONS.length);
    const roles = await store.prisma.role.findMany({ include: { _count: { select: { permissions: true } } } });
    expect(Object.fromEntries(roles.map((r) => [r.name, r._count.permissions]))).toEqual({
      Admin: ROLE_PERMISSIONS.Admin.length,
      Alpha: ROLE_PERMISSIONS.Alpha.length,
      Gamma: ROLE_PERMISSIONS.Gamma.length,
      sql_lab: ROLE_PERMISSIONS.sql_lab.length,
      // FAB's AUTH_ROLE_PUBLIC exists from the start and grants nothing until given permissions.
      Public: 0,
    });
    const admins = await store.prisma.user.findMany({ include: { roles: { include: { role: true } } } });
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: 'admin', firstName: 'admin', roles: [{ role: { name: 'Admin' } }] });
    expect(await store.prisma.appSetting.count({ where: { key: SECRET_KEY_SETTING } })).toBe(1);
  });

  it('authenticates the admin with the printed password and counts logins', async () => {
    expect(await authenticate(store, 'admin', `${adminPassword}x`)).toBeNull();
    const user = await authenticate(store, 'admin', adminPassword);
    expect(user).toMatchObject({ username: 'admin', loginCount: 1 });
    expect(user?.lastLogin).toBeInstanceOf(Date);
    expect(user).not.toHaveProperty('passwordHash');
    expect((await authenticate(other, 'admin', adminPassword))?.loginCount).toBe(2);
  });

  it('rejects wrong passwords, unknown users and deactivated accounts', async () => {
    await addUser(store, 'inactive', 'pw-inactive', 'Gamma', false);
    expect(await authenticate(store, 'admin', '')).toBeNull();
    expect(await authenticate(store, 'nobody', adminPassword)).toBeNull();
    expect(await authenticate(store, 'inactive', 'pw-inactive')).toBeNull();
  });

  it('loads user contexts with roles and effective permissions', async () => {
    const admin = await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
    const alpha = await addUser(store, 'alpha1', 'pw-alpha', 'Alpha');
    const gamma = await addUser(store, 'gamma1', 'pw-gamma', 'Gamma');

    const a = await loadUserContext(store, admin.id);
    expect(a).toMatchObject({ username: 'admin', roles: ['Admin'], isAdmin: true });
    expect(a?.permissions.has('can_write:User')).toBe(true);

    const al = await loadUserContext(store, alpha.id);
    expect(al?.isAdmin).toBe(false);
    expect(al?.permissions.has('can_write:Chart')).toBe(true);
    expect(al?.permissions.has('can_write:Dashboard')).toBe(true);
    expect(al?.permissions.has('can_write:User')).toBe(false);
    expect(al?.permissions.has('can_write:Role')).toBe(false);

    const g = await loadUserContext(store, gamma.id);
    expect(g?.permissions.has('can_read:Chart')).toBe(true);
    expect(g?.permissions.has('can_read:Dashboard')).toBe(true);
    expect(g?.permissions.has('can_write:Chart')).toBe(false);
    expect(g?.permissions.has('can_write:Dataset')).toBe(false);
    expect(g?.permissions.has('can_write:Database')).toBe(false);

    expect(await loadUserContext(store, 987654)).toBeNull();
    const inactive = await store.prisma.user.findUniqueOrThrow({ where: { username: 'inactive' } });
    expect(await loadUserContext(store, inactive.id)).toBeNull();
  });

  it('issues tokens any node can verify, and rejects tampered, foreign, expired or wrong-type ones', async () => {
    const tokens = createTokenService(store);
    const access = await tokens.issueAccessToken(7);
    const refresh = await tokens.issueRefreshToken(7);
    // Another node (another client on the same database) shares the secret.
    const elsewhere = createTokenService(other);
    expect(await elsewhere.verify(access)).toMatchObject({ userId: 7, type: 'access' });
    expect(await elsewhere.verify(refresh, 'refresh')).toMatchObject({ userId: 7, type: 'refresh' });
    expect(await tokens.verify(refresh)).toBeNull();
    expect(await tokens.verify(access, 'refresh')).toBeNull();

    const [header, payload, signature] = access.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${access.slice(0, -2)}xx`)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();

    const foreign = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('chartroom')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some other secret that is long enough'));
    expect(await tokens.verify(foreign)).toBeNull();

    const expired = await createTokenService(store, { accessSeconds: -60 }).issueAccessToken(7);
    expect(await tokens.verify(expired)).toBeNull();
  });

  it('encrypts secrets under the shared key', () => {
    const cipher = encryptSecret('db-password');
    expect(decryptSecret(cipher)).toBe('db-password');
  });
});

describe('admin password from CHARTROOM_ADMIN_PASSWORD', () => {
  it('uses the configured password and prints nothing', async () => {
    const db = await createTestDatabase('sqlite', { adminPassword: 'configured-Passw0rd' });
    const store = await db.open();
    const captured = capturePasswordLines();
    try {
      const outcome = await bootstrapSecurity(store, db.config, silentLogger);
      expect(outcome).toEqual({ adminCreated: true, generatedAdminPassword: null });
    } finally {
      captured.restore();
      expect(captured.lines).toEqual([]);
    }
    expect(await authenticate(store, 'admin', 'configured-Passw0rd')).not.toBeNull();
    await store.close();
    await db.drop();
  });
});

describe('CHARTROOM_SECRET_KEY', () => {
  it('keys tokens from the environment when set, instead of the stored secret', async () => {
    const db = await createTestDatabase('sqlite');
    const store = await db.open();
    vi.stubEnv('CHARTROOM_SECRET_KEY', 'env-secret-material');
    try {
      const token = await createTokenService(store).issueAccessToken(3);
      expect(await store.prisma.appSetting.count()).toBe(0);
      vi.stubEnv('CHARTROOM_SECRET_KEY', 'another-secret');
      expect(await createTokenService(store).verify(token)).toBeNull();
      vi.stubEnv('CHARTROOM_SECRET_KEY', 'env-secret-material');
      expect(await createTokenService(store).verify(token)).toMatchObject({ userId: 3, type: 'access' });
    } finally {
      vi.unstubAllEnvs();
      await store.close();
      await db.drop();
    }
  });
});
