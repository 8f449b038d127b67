import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import type { TestApp } from '../helpers/test-app.ts';

export interface ChartFixture {
  /** A word in every fixture chart's name, so a search finds exactly them. */
  token: string;
  chartIds: number[];
  owner: { id: number; username: string };
}

/**
 * Adds `count` charts by copying an example chart (same dataset, same saved
 * query context), each owned by the admin and by a fresh second user, through the metadata store.
 */
export async function addFixtureCharts(
  app: TestApp,
  count: number,
  options: { withoutQueryContext?: boolean } = {},
): Promise<ChartFixture> {
  const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
  try {
    const { prisma } = store;
    const token = `gqlfix${randomBytes(4).toString('hex')}`;
    const template = await prisma.chart.findFirst({ where: { queryContext: { not: null } }, orderBy: { id: 'asc' } });
    if (!template) throw new Error('the examples have no chart with a saved query context to copy');
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
    const owner = await prisma.user.create({
      data: { username: `${token}_owner`, firstName: 'Fixture', lastName: 'Owner', passwordHash: 'not-a-login' },
    });
    const chartIds: number[] = [];
    for (let i = 0; i < count; i++) {
      const chart = await prisma.chart.create({
        data: {
          uuid: randomUUID(),
          sliceName: `${token} chart ${String(i).padStart(2, '0')}`,
          vizType: template.vizType,
          datasourceId: template.datasourceId,
          datasourceType: template.datasourceType,
          datasourceName: template.datasourceName,
          params: template.params,
          queryContext: options.withoutQueryContext ? null : template.queryContext,
          createdById: admin.id,
          changedById: admin.id,
          owners: { create: [{ userId: admin.id }, { userId: owner.id }] },
        },
      });
      chartIds.push(chart.id);
    }
    return { token, chartIds, owner: { id: owner.id, username: owner.username } };
  } finally {
    await store.close();
  }
}

/** A user with one built-in role and a known password, created through the metadata store. */
export async function addUser(
  app: TestApp,
  role: 'Admin' | 'Alpha' | 'Gamma',
): Promise<{ id: number; username: string; password: string }> {
  const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
  try {
    const username = `${role.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const roleRow = await store.prisma.role.findUniqueOrThrow({ where: { name: role } });
    const user = await store.prisma.user.create({
      data: {
        username,
        firstName: role,
        lastName: 'Tester',
        passwordHash: await hashPassword(password),
        roles: { create: [{ roleId: roleRow.id }] },
      },
    });
    return { id: user.id, username, password };
  } finally {
    await store.close();
  }
}
