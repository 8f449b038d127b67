import type { Hono } from 'hono';
import type { PrismaClient } from '../../metadata/index.ts';
import { parseTabs, type SqlLabTab, TabsError } from '../../sqllab/tabs.ts';
import { currentUser } from '../auth/session.ts';
import { readJson } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { assertCan } from '../permissions.ts';

async function tabsOf(prisma: PrismaClient, userId: number): Promise<SqlLabTab[]> {
  const rows = await prisma.tabState.findMany({ where: { userId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    active: r.active,
    database_id: r.databaseId,
    schema: r.schema,
    catalog: r.catalog,
    sql: r.sql,
    query_limit: r.queryLimit,
    latest_query_id: r.latestQueryId,
    saved_query_id: r.savedQueryId,
    template_params: r.templateParams,
  }));
}

/** `GET/PUT /api/v1/sqllab/tabs/`: the caller's editor tabs, kept across reloads and browsers. */
export function mountSqlLabTabsRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/sqllab/tabs', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', 'SQLLab');
    return c.json({ result: await tabsOf(c.get('services').store.prisma, user.id) });
  });

  // The whole list replaces the stored one, in one transaction (tabs are small and few).
  app.put('/api/v1/sqllab/tabs', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', 'SQLLab');
    let tabs: SqlLabTab[];
    try {
      tabs = parseTabs(await readJson(c));
    } catch (error) {
      if (error instanceof TabsError) throw new BadRequestError(error.message);
      throw error;
    }
    const { prisma } = c.get('services').store;
    const ids = [...new Set(tabs.map((t) => t.database_id).filter((id): id is number => id !== null))];
    const known = new Set(
      (await prisma.database.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((d) => d.id),
    );
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw new BadRequestError(`Database ${missing} does not exist`);
    await prisma.$transaction([
      prisma.tabState.deleteMany({ where: { userId: user.id } }),
      prisma.tabState.createMany({
        data: tabs.map((t, position) => ({
          userId: user.id,
          position,
          label: t.label,
          active: t.active,
          databaseId: t.database_id,
          schema: t.schema,
          catalog: t.catalog,
          sql: t.sql,
          queryLimit: t.query_limit,
          latestQueryId: t.latest_query_id,
          savedQueryId: t.saved_query_id,
          templateParams: t.template_params,
        })),
      }),
    ]);
    return c.json({ result: await tabsOf(prisma, user.id) });
  });
}
