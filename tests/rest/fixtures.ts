/// <reference path="../../gateway/src/rest/rison-node.d.ts" />
import { randomBytes } from 'node:crypto';
import rison from 'rison-node';
import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { type MetadataStore, openMetadataStore } from '../../gateway/src/metadata/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A second handle on the app's metadata store, for tests that seed their own rows. */
export function openStore(app: TestApp): Promise<MetadataStore> {
  return openMetadataStore(app.chartroom.config, createLogger('silent'));
}

export const suffix = () => randomBytes(4).toString('hex');

/** `?q=` with the value rison-encoded (and URI-encoded). */
export const q = (value: unknown) => `q=${encodeURIComponent(rison.encode(value))}`;

export async function createUser(
  store: MetadataStore,
  options: { role: 'Admin' | 'Alpha' | 'Gamma'; password: string; firstName?: string; sqlLab?: boolean },
): Promise<{ id: number; username: string }> {
  const username = `user_${suffix()}`;
  // sqlLab adds Superset's sql_lab role (Alpha and Gamma hold no SQL Lab permissions of their own).
  const names = options.sqlLab ? [options.role, 'sql_lab'] : [options.role];
  const roles = await store.prisma.role.findMany({ where: { name: { in: names } } });
  const user = await store.prisma.user.create({
    data: {
      username,
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      email: `${username}@example.com`,
      passwordHash: await hashPassword(options.password),
      roles: { create: roles.map((role) => ({ roleId: role.id })) },
    },
  });
  return { id: user.id, username };
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
